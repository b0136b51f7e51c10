import { lazy } from 'react';
import { Section } from '../ui/Section';
import { WhenVisible } from '../ui/WhenVisible';

// The carousel library (embla) loads only when the section nears the screen.
const PartnerCarousel = lazy(() =>
  import('./PartnerCarousel').then((m) => ({ default: m.PartnerCarousel })),
);

export function PartnersSection() {
  return (
    <Section
      id="partners"
      eyebrow="Partners"
      title="Working with Bangladeshi businesses"
      lead="Payments, insurance, warehousing and telecom partners who help us keep fares low and deliveries on time."
      center
    >
      <WhenVisible minHeight={150}>
        <PartnerCarousel />
      </WhenVisible>
    </Section>
  );
}
