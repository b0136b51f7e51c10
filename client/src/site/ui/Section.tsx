import type { ReactNode } from 'react';
import { vars } from './mantineMarkup';
import classes from './Section.module.css';

interface SectionProps {
  /** Names the section for screen readers and links (#id). */
  id: string;
  title: ReactNode;
  eyebrow?: string;
  lead?: ReactNode;
  tone?: 'white' | 'tint' | 'dark';
  center?: boolean;
  /** Sections of a page under its <h1> are level 2; a page's own sub-parts may go deeper. */
  headingLevel?: 2 | 3;
  children: ReactNode;
}

/**
 * A band of a page: eyebrow, heading, lead and content, on white, tinted or dark green. Its
 * content is in Mantine's Container (size "lg") as plain markup (ui/mantineMarkup.tsx): islands
 * render sections too (the vehicle tabs), without Mantine's provider.
 */
export function Section({
  id,
  title,
  eyebrow,
  lead,
  tone = 'white',
  center = false,
  headingLevel = 2,
  children,
}: SectionProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={classes.section}
      data-tone={tone}
      aria-labelledby={`${id}-title`}
      id={id}
      data-later="" // laid out after the first paint (ui/later.ts)
    >
      <div
        style={vars({ '--container-size': 'var(--container-size-lg)' })}
        className="m_7485cace mantine-Container-root"
        data-size="lg"
        data-strategy="block"
      >
        <div className={classes.head} data-center={center || undefined}>
          {eyebrow && <span className={classes.eyebrow}>{eyebrow}</span>}
          <Heading id={`${id}-title`} className={classes.title}>
            {title}
          </Heading>
          {lead && <p className={classes.lead}>{lead}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
