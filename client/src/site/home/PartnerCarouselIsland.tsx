import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { MantineText, vars } from '../ui/mantineMarkup';
import { spriteDrawing } from '../ui/sprites';
import { PARTNERS } from './homeContent';
import { PARTNER_EMBLA_OPTIONS, SLIDE_CLASS, slideSizeCss } from './partnerCarouselConfig';
import classes from './PartnerCarousel.module.css';
import { useT } from '../../i18n/i18n';

/**
 * One of the two arrows, as Mantine's carousel control: its AccordionChevron (pointing down)
 * turned towards where the arrow goes.
 */
function Control({
  type,
  turn,
  label,
  controls,
  onClick,
}: {
  type: 'previous' | 'next';
  turn: number;
  label: string;
  controls: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={classes.control}
      aria-controls={controls}
      aria-label={label}
      data-type={type}
      onClick={onClick}
    >
      <svg
        viewBox="0 0 15 15"
        fill="none"
        xmlns="http://www.w3.org/2000/svg"
        className={classes.chevron}
        style={{ transform: `rotate(${turn}deg)` }}
        aria-hidden
      >
        <path
          d="M3.13523 6.15803C3.3241 5.95657 3.64052 5.94637 3.84197 6.13523L7.5 9.56464L11.158 6.13523C11.3595 5.94637 11.6759 5.95657 11.8648 6.15803C12.0536 6.35949 12.0434 6.67591 11.842 6.86477L7.84197 10.6148C7.64964 10.7951 7.35036 10.7951 7.15803 10.6148L3.15803 6.86477C2.95657 6.67591 2.94637 6.35949 3.13523 6.15803Z"
          fill="currentColor"
          fillRule="evenodd"
          clipRule="evenodd"
        />
      </svg>
    </button>
  );
}

/**
 * Embla on the viewport, once the island runs: its code is fetched then, not with the
 * page. Until then, and without JavaScript, the row of logos scrolls sideways by itself
 * (PartnerCarousel.module.css); embla starts at the slide the visitor scrolled to.
 */
function useEmbla(options: EmblaOptionsType) {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  useEffect(() => {
    if (!viewport) return;
    let api: EmblaCarouselType | undefined;
    let gone = false;
    void import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (gone) return;
      const slide = viewport.querySelector(`.${SLIDE_CLASS}`)?.getBoundingClientRect().width;
      const startIndex = slide ? Math.round(viewport.scrollLeft / slide) : 0;
      viewport.scrollLeft = 0;
      api = EmblaCarousel(viewport, { ...options, startIndex });
      setEmbla(api);
    });
    return () => {
      gone = true;
      api?.destroy();
    };
  }, [viewport, options]);
  return [setViewport, embla] as const;
}

/**
 * The eight partner logos: loops, no dots, arrows, swipe and the arrow keys (Home and End too).
 * Embla (the engine under Mantine's Carousel) through its own API, in
 * markup and CSS that look as Mantine's Carousel did (PartnerCarousel.module.css), without
 * Mantine: a WAI-ARIA carousel region of slide groups, with a polite status saying which is first.
 */
export function PartnerCarouselIsland() {
  const t = useT();
  const id = useId();
  const [viewport, embla] = useEmbla(PARTNER_EMBLA_OPTIONS);
  const [selected, setSelected] = useState(0);
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!embla) return;
    const select = () => {
      setSelected(embla.selectedScrollSnap());
      setCount(embla.scrollSnapList().length);
    };
    select();
    embla.on('select', select).on('reInit', select);
    return () => {
      embla.off('select', select).off('reInit', select);
    };
  }, [embla]);

  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!embla) return;
    const moves: Record<string, () => void> = {
      ArrowRight: () => embla.scrollNext(),
      ArrowLeft: () => embla.scrollPrev(),
      Home: () => embla.scrollTo(0),
      End: () => embla.scrollTo(embla.scrollSnapList().length - 1),
    };
    if (!Object.hasOwn(moves, event.key)) return;
    event.preventDefault();
    moves[event.key]();
  };

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={t('partners.label')}
      id={id}
      className={classes.root}
      data-ready={embla ? '' : undefined}
      onKeyDownCapture={onKeyDownCapture}
    >
      <style>{slideSizeCss()}</style>
      <div role="status" aria-live="polite" aria-atomic="true" className={classes.hidden}>
        {count > 0 && t('partners.slide', { n: selected + 1, total: count })}
      </div>
      <div className={classes.controls}>
        <Control
          type="previous"
          turn={90}
          label={t('partners.previous')}
          controls={id}
          onClick={() => embla?.scrollPrev()}
        />
        <Control
          type="next"
          turn={-90}
          label={t('partners.next')}
          controls={id}
          onClick={() => embla?.scrollNext()}
        />
      </div>
      {/* Focusable: before embla, the arrow keys scroll the row; after, they move embla. */}
      <div className={classes.viewport} ref={viewport} tabIndex={0} data-carousel-viewport>
        <div className={classes.container}>
          {PARTNERS.map((partner, i) => (
            <div
              key={partner.name}
              role="group"
              aria-roledescription="slide"
              aria-label={t('partners.slide', { n: i + 1, total: PARTNERS.length })}
              className={`${classes.slide} ${SLIDE_CLASS}`}
            >
              <div
                style={vars({
                  '--paper-radius': 'var(--mantine-radius-lg)',
                  padding: 'var(--mantine-spacing-lg)',
                  height: '100%',
                  textAlign: 'center',
                })}
                className="m_1b7284a3 mantine-Paper-root"
                data-with-border="true"
              >
                <img
                  src={spriteDrawing('partners', partner.logo)}
                  alt={partner.name}
                  lang="en" // the partner's name, as it writes it, on Bangla pages too
                  width={200}
                  height={80}
                  loading="lazy"
                  decoding="async"
                  draggable={false}
                  style={{ maxWidth: '100%', height: 'auto' }}
                />
                <MantineText size="sm" dimmed style={{ marginTop: 'var(--mantine-spacing-xs)' }}>
                  {t(partner.field)}
                </MantineText>
              </div>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
