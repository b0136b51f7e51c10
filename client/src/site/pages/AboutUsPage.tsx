import { Container } from '@mantine/core';
import { IconHeartHandshake, IconMapPin, IconReceipt, IconShieldCheck } from '@tabler/icons-react';
import { ButtonLink } from '../ui/ButtonLink';
import { InnerPage } from '../ui/InnerPage';
import { Section } from '../ui/Section';
import ui from '../ui/ui.module.css';
import { ABOUT } from './content/company';
import classes from './AboutUsPage.module.css';

const VALUE_ICONS = [IconShieldCheck, IconReceipt, IconMapPin, IconHeartHandshake];

export function AboutUsPage() {
  return (
    <InnerPage
      name="About Us"
      description={ABOUT.description}
      title="About DigitalRideWeb"
      lead={ABOUT.lead}
      section={{ label: 'Company' }}
      art={{ src: '/art/city.svg', alt: '' }}
      contained={false}
    >
      <Section id="story" eyebrow="Our story" title="Built in Dhaka, for Bangladesh">
        <div className={classes.story}>
          <div>
            {ABOUT.story.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
          <ul className={classes.stats} aria-label="DigitalRideWeb in numbers">
            {ABOUT.stats.map((stat) => (
              <li key={stat.label}>
                <strong>{stat.value}</strong>
                <span>{stat.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </Section>
      <Section id="values" tone="tint" eyebrow="What we stand for" title="Our values">
        <ul className={ui.grid} data-cols="4">
          {ABOUT.values.map((value, i) => {
            const Glyph = VALUE_ICONS[i % VALUE_ICONS.length];
            return (
              <li key={value.title} className={ui.card}>
                <span className={ui.iconBox}>
                  <Glyph size={28} stroke={1.7} aria-hidden />
                </span>
                <h3>{value.title}</h3>
                <p>{value.text}</p>
              </li>
            );
          })}
        </ul>
      </Section>
      <Section id="milestones" eyebrow="Milestones" title="From 300 bikes to 64 districts">
        <ol className={classes.timeline}>
          {ABOUT.milestones.map((m) => (
            <li key={m.year}>
              <strong>{m.year}</strong>
              <p>{m.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Container size="lg" pb={{ base: 56, sm: 88 }}>
        <div className={classes.links}>
          <ButtonLink to="/pages/ceo-message">Read our CEO’s message</ButtonLink>
          <ButtonLink to="/pages/directors" variant="light">
            Meet the directors
          </ButtonLink>
          <ButtonLink to="/pages/Career" variant="light">
            Work with us
          </ButtonLink>
        </div>
      </Container>
    </InnerPage>
  );
}
