import { lazy } from 'react';
import { Section } from '../ui/Section';
import { WhenVisible } from '../ui/WhenVisible';
import { useT } from '../../i18n/i18n';

// The carousel library (embla) loads only when the section nears the screen.
const PartnerCarousel = lazy(() =>
  import('./PartnerCarousel').then((m) => ({ default: m.PartnerCarousel })),
);

export function PartnersSection() {
  const t = useT();
  return (
    <Section
      id="partners"
      eyebrow={t('partners.eyebrow')}
      title={t('partners.title')}
      lead={t('partners.lead')}
      center
    >
      <WhenVisible minHeight={150}>
        <PartnerCarousel />
      </WhenVisible>
    </Section>
  );
}
