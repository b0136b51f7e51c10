import { Island } from '../islands/Island';
import { useLite } from '../lite';
import { Section } from '../ui/Section';
import { useT } from '../../i18n/i18n';
import { PARTNERS } from './homeContent';
import { PartnerCarouselIsland } from './PartnerCarouselIsland';
import classes from './PartnerCarousel.module.css';

export function PartnersSection() {
  const t = useT();
  const lite = useLite();
  return (
    <Section
      id="partners"
      eyebrow={t('partners.eyebrow')}
      title={t('partners.title')}
      lead={t('partners.lead')}
      center
    >
      {lite ? (
        // Lite mode: the partners by name, with no logos and no carousel (nor its code).
        <ul className={classes.liteList} aria-label={t('partners.liteList')}>
          {PARTNERS.map((partner) => (
            <li key={partner.name}>
              <strong lang="en">{partner.name}</strong> · {t(partner.field)}
            </li>
          ))}
        </ul>
      ) : (
        // Rendered here with its logos; wakes when it nears the screen, embla after it.
        <Island
          name="PartnerCarousel"
          component={PartnerCarouselIsland}
          props={{}}
          hydrate="visible"
        />
      )}
    </Section>
  );
}
