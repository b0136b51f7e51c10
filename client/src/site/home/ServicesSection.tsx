import { Link } from 'react-router-dom';
import { IconCode, IconMotorbike, IconPackage, type Icon } from '@tabler/icons-react';
import { Section } from '../ui/Section';
import ui from '../ui/ui.module.css';

interface Service {
  title: string;
  text: string;
  to: string;
  action: string;
  icon: Icon;
}

const SERVICES: Service[] = [
  {
    title: 'Ride sharing',
    text: 'Bikes, AC cars, microbuses for 7 to 14 people and ambulances — with captains we have met, checked and trained ourselves.',
    to: '/booking',
    action: 'Book a ride',
    icon: IconMotorbike,
  },
  {
    title: 'Parcel delivery',
    text: 'Same-day delivery inside Dhaka, next-day to all 64 districts, cash on delivery paid to merchants within 48 hours.',
    to: '/parcel',
    action: 'Send a parcel',
    icon: IconPackage,
  },
  {
    title: 'IT services',
    text: 'The engineers behind our own apps build booking platforms, logistics software and mobile apps for other businesses.',
    to: '/it-service',
    action: 'See what we build',
    icon: IconCode,
  },
];

export function ServicesSection() {
  return (
    <Section
      id="services"
      eyebrow="What we do"
      title="Three services, one company"
      lead="The same people who dispatch your ride deliver your parcels and write the code behind both."
    >
      <ul className={ui.grid} data-cols="3">
        {SERVICES.map(({ icon: Glyph, ...service }) => (
          <li key={service.title} className={ui.card} data-hover>
            <span className={ui.iconBox}>
              <Glyph size={28} stroke={1.7} aria-hidden />
            </span>
            <h3>{service.title}</h3>
            <p style={{ flex: 1 }}>{service.text}</p>
            <Link to={service.to} className={ui.textLink}>
              {service.action} →
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
