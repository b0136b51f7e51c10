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

/** The eight partner logos: loops, no dots, arrows, swipe and the arrow keys. */
export function PartnerCarousel() {
  return (
    <>
      <InlineStyles
        selector={`.${SLIDE_CLASS}`}
        styles={slideSizeStyle(1)}
        media={slideSizeMedia()}
      />
      <Carousel
        aria-label="Our partners"
        emblaOptions={PARTNER_EMBLA_OPTIONS}
        withIndicators={false}
        withControls
        slideGap="md"
        controlSize={40}
        classNames={{ slide: SLIDE_CLASS }}
        previousControlProps={{ 'aria-label': 'Previous partner' }}
        nextControlProps={{ 'aria-label': 'Next partner' }}
      >
        {PARTNERS.map((partner, i) => (
          <Carousel.Slide key={partner.name} aria-label={`${i + 1} of ${PARTNERS.length}`}>
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
                {partner.field}
              </Text>
            </Paper>
          </Carousel.Slide>
        ))}
      </Carousel>
    </>
  );
}
