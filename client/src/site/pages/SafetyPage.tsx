import { IconAlertTriangle, IconPhoneCall } from '@tabler/icons-react';
import blocks from '../ui/blocks.module.css';
import { InnerPage } from '../ui/InnerPage';
import { Section } from '../ui/Section';
import ui from '../ui/ui.module.css';
import { SAFETY, type SafetyPoint } from './content/safety';
import classes from './SafetyPage.module.css';

function Points({ points }: { points: SafetyPoint[] }) {
  return (
    <ul className={ui.grid} data-cols="3">
      {points.map((point) => (
        <li key={point.title} className={ui.card}>
          <h3>{point.title}</h3>
          <p>{point.text}</p>
        </li>
      ))}
    </ul>
  );
}

export function SafetyPage() {
  const { emergency } = SAFETY;
  return (
    <InnerPage
      name="Safety"
      description={SAFETY.description}
      title="Safety, on every trip"
      lead={SAFETY.lead}
      section={{ label: 'Ride Sharing' }}
      art={{ src: '/art/safety.svg', alt: '' }}
      contained={false}
    >
      <div className={classes.emergency} role="note" aria-label="In an emergency">
        <IconAlertTriangle size={28} aria-hidden />
        <p>
          In danger right now? Call the national emergency number{' '}
          <a href={`tel:${emergency.national}`}>{emergency.national}</a>, then our 24/7 safety line{' '}
          <a href={emergency.helplineHref}>
            <IconPhoneCall size={16} aria-hidden style={{ verticalAlign: -2 }} />{' '}
            {emergency.helpline}
          </a>
          .
        </p>
      </div>
      <Section id="riders" eyebrow="Rider safety" title="When you ride with us">
        <Points points={SAFETY.riders} />
      </Section>
      <Section id="drivers" tone="tint" eyebrow="Driver safety" title="When you drive with us">
        <Points points={SAFETY.drivers} />
      </Section>
      <Section id="tips" eyebrow="Good habits" title="Four habits that keep trips safe">
        <ol className={`${blocks.numberList} ${classes.tips}`} data-tone="accent">
          {SAFETY.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ol>
      </Section>
    </InnerPage>
  );
}
