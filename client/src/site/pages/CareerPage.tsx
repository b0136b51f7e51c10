import { Container } from '@mantine/core';
import { IconBriefcase, IconMapPin } from '@tabler/icons-react';
import blocks from '../ui/blocks.module.css';
import { InnerPage } from '../ui/InnerPage';
import { Section } from '../ui/Section';
import ui from '../ui/ui.module.css';
import { CAREER } from './content/career';
import classes from './CareerPage.module.css';

function applyHref(title: string): string {
  return `mailto:${CAREER.email}?subject=${encodeURIComponent(`Application: ${title}`)}`;
}

export function CareerPage() {
  return (
    <InnerPage
      name="Career"
      description={CAREER.description}
      title="Careers"
      lead={CAREER.lead}
      section={{ label: 'Company' }}
      contained={false}
    >
      <Section
        id="openings"
        eyebrow="Open positions"
        title={`${CAREER.openings.length} open positions`}
        lead="We read every application and answer each one, whatever the outcome."
      >
        <ul className={classes.openings}>
          {CAREER.openings.map((job) => (
            <li key={job.title} className={classes.opening}>
              <div>
                <span className={ui.tag}>{job.team}</span>
                <h3>{job.title}</h3>
                <p>{job.summary}</p>
                <p className={classes.meta}>
                  <span>
                    <IconMapPin size={16} aria-hidden /> {job.location}
                  </span>
                  <span>
                    <IconBriefcase size={16} aria-hidden /> {job.type}
                  </span>
                </p>
              </div>
              <a className={classes.apply} href={applyHref(job.title)}>
                Apply<span className="sr-only"> for {job.title}</span>
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="perks" tone="tint" eyebrow="Why join us" title="What we offer">
        <ul className={ui.grid} data-cols="4">
          {CAREER.perks.map((perk) => (
            <li key={perk.title} className={ui.card}>
              <h3>{perk.title}</h3>
              <p>{perk.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="process" eyebrow="How we hire" title="Four steps, about three weeks">
        <ol className={blocks.stepCards}>
          {CAREER.process.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <Container px={0} mt="xl">
          <p className={classes.open}>
            No role for you today? Send an open application to{' '}
            <a href={`mailto:${CAREER.email}`}>{CAREER.email}</a>; we keep it for a year.
          </p>
        </Container>
      </Section>
    </InnerPage>
  );
}
