import { Container, Group } from '@mantine/core';
import { ButtonLink } from '../ui/ButtonLink';
import { FareEstimate } from './FareEstimate';
import classes from './HomePage.module.css';

const FACTS = [
  { value: '12', label: 'vehicle types' },
  { value: '64', label: 'districts for parcels' },
  { value: '24/7', label: 'help line' },
];

export function Hero() {
  return (
    <div className={classes.hero}>
      <Container size="lg" className={classes.heroGrid}>
        <div>
          <span className={classes.badge}>
            <span className={classes.dot} aria-hidden />
            Ride · Parcel · IT — made in Dhaka since 2019
          </span>
          <h1 className={classes.heroTitle}>
            Get there. Send it. <span className={classes.highlight}>Build it.</span>
          </h1>
          <p className={classes.heroLead}>
            DigitalRideWeb moves people and parcels across Bangladesh and builds the software that
            runs it: verified captains, fares you see before you go, and a help line that answers
            day and night.
          </p>
          <Group gap="sm">
            <ButtonLink to="/booking" size="lg" variant="accent">
              Book a ride
            </ButtonLink>
            <ButtonLink to="/registration/driver" size="lg" variant="outline-white">
              Become a captain
            </ButtonLink>
          </Group>
          <ul className={classes.facts}>
            {FACTS.map((fact) => (
              <li key={fact.label}>
                <strong>{fact.value}</strong>
                <span>{fact.label}</span>
              </li>
            ))}
          </ul>
        </div>
        <FareEstimate />
      </Container>
    </div>
  );
}
