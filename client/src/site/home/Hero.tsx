import { Container, Group } from '@mantine/core';
import { formatNumber } from '../../i18n/format';
import { T, useLocale, useT } from '../../i18n/i18n';
import { useLite } from '../lite';
import { ButtonLink } from '../ui/ButtonLink';
import { FareEstimate } from './FareEstimate';
import classes from './HomePage.module.css';
import { Skyline } from './Skyline';

const FACTS = [
  { value: 12, label: 'hero.fact.vehicles' },
  { value: 64, label: 'hero.fact.districts' },
  { value: 'hero.fact.always', label: 'hero.fact.helpLine' },
] as const;

export function Hero() {
  const t = useT();
  const locale = useLocale();
  const lite = useLite();
  return (
    <div className={classes.hero}>
      <Container size="lg" className={classes.heroGrid}>
        <div>
          <span className={classes.badge}>
            <span className={classes.dot} aria-hidden />
            {t('hero.badge')}
          </span>
          <h1 className={classes.heroTitle}>
            <T id="hero.title" components={{ 0: <span className={classes.highlight} /> }} />
          </h1>
          <p className={classes.heroLead}>{t('hero.lead')}</p>
          <Group gap="sm">
            <ButtonLink to="/booking" size="lg" variant="accent">
              {t('hero.bookRide')}
            </ButtonLink>
            <ButtonLink to="/registration/driver" size="lg" variant="outline-white">
              {t('hero.becomeCaptain')}
            </ButtonLink>
          </Group>
          <ul className={classes.facts}>
            {FACTS.map((fact) => (
              <li key={fact.label}>
                <strong>
                  {typeof fact.value === 'number'
                    ? formatNumber(fact.value, locale)
                    : t(fact.value)}
                </strong>
                <span>{t(fact.label)}</span>
              </li>
            ))}
          </ul>
        </div>
        <FareEstimate />
      </Container>
      {!lite && <Skyline className={classes.skyline} />}
    </div>
  );
}
