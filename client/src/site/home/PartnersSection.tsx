import { Island } from '../islands/Island';
import { Section } from '../ui/Section';
import { useT } from '../../i18n/i18n';
import { PartnerCarouselIsland } from './PartnerCarouselIsland';

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
      {/* Rendered here with its logos; wakes when it nears the screen, embla after it. */}
      <Island
        name="PartnerCarousel"
        component={PartnerCarouselIsland}
        props={{}}
        hydrate="visible"
      />
    </Section>
  );
}
