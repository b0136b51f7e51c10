import { Carousel } from '@mantine/carousel';
import '@mantine/carousel/styles.css';
import { InlineStyles, Paper, Text } from '@mantine/core';
import { PARTNERS } from './homeContent';
import {
  PARTNER_EMBLA_OPTIONS,
  SLIDE_CLASS,
  slideSizeMedia,
  slideSizeStyle,
} from './partnerCarouselConfig';
import { useT } from '../../i18n/i18n';

/** The eight partner logos: loops, no dots, arrows, swipe and the arrow keys. */
export function PartnerCarousel() {
  const t = useT();
  return (
    <>
      <InlineStyles
        selector={`.${SLIDE_CLASS}`}
        styles={slideSizeStyle(1)}
        media={slideSizeMedia()}
      />
      <Carousel
        aria-label={t('partners.label')}
        emblaOptions={PARTNER_EMBLA_OPTIONS}
        withIndicators={false}
        withControls
        slideGap="md"
        controlSize={40}
        classNames={{ slide: SLIDE_CLASS }}
        previousControlProps={{ 'aria-label': t('partners.previous') }}
        nextControlProps={{ 'aria-label': t('partners.next') }}
      >
        {PARTNERS.map((partner, i) => (
          <Carousel.Slide
            key={partner.name}
            aria-label={t('partners.slide', { n: i + 1, total: PARTNERS.length })}
          >
            <Paper withBorder radius="lg" p="lg" h="100%" ta="center">
              <img
                src={`/partners/${partner.logo}`}
                alt={partner.name}
                width={200}
                height={80}
                loading="lazy"
                decoding="async"
                draggable={false}
                style={{ maxWidth: '100%', height: 'auto' }}
              />
              <Text size="sm" c="dimmed" mt="xs">
                {t(partner.field)}
              </Text>
            </Paper>
          </Carousel.Slide>
        ))}
      </Carousel>
    </>
  );
}
