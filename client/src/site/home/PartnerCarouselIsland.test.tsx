import { screen, waitFor, within } from '@testing-library/react';
import { renderIsland } from '../../test/island';
import { PARTNERS } from './homeContent';
import { PartnerCarouselIsland } from './PartnerCarouselIsland';
import {
  PARTNER_EMBLA_OPTIONS,
  SLIDE_CLASS,
  SLIDES_PER_VIEW,
  slideSizeCss,
  slideSizeOf,
} from './partnerCarouselConfig';

/**
 * How long embla takes to bring a slide within half a pixel of its place: its scroll body
 * (embla-carousel 8.6, ScrollBody.seek) integrates 60 steps a second with friction 0.68.
 */
function emblaMoveMs(duration: number, distance: number): number {
  let location = 0;
  let velocity = 0;
  let steps = 0;
  while (Math.abs(distance - location) >= 0.5 && steps < 10_000) {
    velocity += (distance - location) / duration;
    velocity *= 0.68;
    location += velocity;
    steps += 1;
  }
  return (steps * 1000) / 60;
}

describe('partner carousel configuration', () => {
  it('shows 1, 2, 3 and 4 slides from exactly 0, 400, 760 and 1000 px', () => {
    expect(SLIDES_PER_VIEW).toEqual([
      { minWidth: 0, slides: 1 },
      { minWidth: 400, slides: 2 },
      { minWidth: 760, slides: 3 },
      { minWidth: 1000, slides: 4 },
    ]);
    expect(slideSizeCss()).toBe(
      [
        '.partner-slide{--carousel-slide-size:100%;}',
        '@media(min-width: 400px){.partner-slide{--carousel-slide-size:50%;}}',
        '@media(min-width: 760px){.partner-slide{--carousel-slide-size:33.333%;}}',
        '@media(min-width: 1000px){.partner-slide{--carousel-slide-size:25%;}}',
      ].join(''),
    );
    expect(slideSizeOf(1)).toBe('100%');
  });

  it('loops and moves in about 600 ms', () => {
    expect(PARTNER_EMBLA_OPTIONS.loop).toBe(true);
    const duration = PARTNER_EMBLA_OPTIONS.duration!;
    // slides are 250–500 px wide at the widths the site supports
    for (const distance of [250, 300, 500]) {
      const ms = emblaMoveMs(duration, distance);
      expect(ms).toBeGreaterThanOrEqual(550);
      expect(ms).toBeLessThanOrEqual(650);
    }
  });
});

describe('PartnerCarouselIsland', () => {
  it('renders the 8 partner logos as slides, with arrows and no dots', async () => {
    // As the browser renders it in its island: no Mantine provider, only the island's messages.
    const { container, missing } = renderIsland('PartnerCarousel', <PartnerCarouselIsland />);
    const region = screen.getByRole('region', { name: 'Our partners' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(region).getAllByRole('group');
    expect(slides).toHaveLength(8);
    expect(PARTNERS).toHaveLength(8);
    slides.forEach((slide, i) => {
      expect(slide).toHaveClass(SLIDE_CLASS);
      expect(slide).toHaveAttribute('aria-label', `${i + 1} of 8`);
      expect(within(slide).getByRole('img', { name: PARTNERS[i].name })).toBeInTheDocument();
    });
    expect(screen.getByRole('button', { name: 'Previous partner' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next partner' })).toBeInTheDocument();
    expect(within(region).queryByRole('tablist')).not.toBeInTheDocument(); // no indicators

    const css = [...container.ownerDocument.querySelectorAll('style')]
      .map((s) => s.textContent)
      .join('');
    // The slides carry their own size, which wins over the one they would inherit.
    expect(css).toContain(`.${SLIDE_CLASS}{--carousel-slide-size:100%;}`);
    for (const [width, size] of [
      [400, '50%'],
      [760, '33.333%'],
      [1000, '25%'],
    ]) {
      expect(css).toContain(
        `@media(min-width: ${width}px){.${SLIDE_CLASS}{--carousel-slide-size:${size};}}`,
      );
    }
    expect(missing).toEqual([]);
    // Embla's code arrives after the first render (the logos were there without it), then the
    // carousel says it is ready: the arrows show, the row stops scrolling by itself.
    expect(region).not.toHaveAttribute('data-ready');
    await waitFor(() => expect(region).toHaveAttribute('data-ready'));
  });
});
