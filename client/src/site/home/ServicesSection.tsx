import { Link } from 'react-router-dom';
import { IconCode, IconMotorbike, IconPackage, type Icon } from '@tabler/icons-react';
import { Section } from '../ui/Section';
import ui from '../ui/ui.module.css';
import { useT, type MessageId } from '../../i18n/i18n';

interface Service {
  title: MessageId;
  text: MessageId;
  to: string;
  action: MessageId;
  icon: Icon;
}

const SERVICES: Service[] = [
  {
    title: 'services.ride.title',
    text: 'services.ride.text',
    to: '/booking',
    action: 'services.ride.action',
    icon: IconMotorbike,
  },
  {
    title: 'services.parcel.title',
    text: 'services.parcel.text',
    to: '/parcel',
    action: 'services.parcel.action',
    icon: IconPackage,
  },
  {
    title: 'services.it.title',
    text: 'services.it.text',
    to: '/it-service',
    action: 'services.it.action',
    icon: IconCode,
  },
];

export function ServicesSection() {
  const t = useT();
  return (
    <Section
      id="services"
      eyebrow={t('services.eyebrow')}
      title={t('services.title')}
      lead={t('services.lead')}
    >
      <ul className={ui.grid} data-cols="3">
        {SERVICES.map(({ icon: Glyph, ...service }) => (
          <li key={service.title} className={ui.card} data-hover>
            <span className={ui.iconBox}>
              <Glyph size={28} stroke={1.7} aria-hidden />
            </span>
            <h3>{t(service.title)}</h3>
            <p style={{ flex: 1 }}>{t(service.text)}</p>
            <Link to={service.to} className={ui.textLink}>
              {t(service.action)} →
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
