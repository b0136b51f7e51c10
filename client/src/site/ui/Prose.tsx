import type { ReactNode } from 'react';
import classes from './Prose.module.css';
import { Split } from './Split';

export interface ProseSection {
  id: string;
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
  /** Paragraphs after the list. */
  after?: string[];
}

function SectionBody({ section }: { section: ProseSection }) {
  return (
    <>
      <h2 id={section.id}>{section.heading}</h2>
      {section.paragraphs?.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {section.bullets && (
        <ul>
          {section.bullets.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      {section.after?.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </>
  );
}

interface ProseProps {
  sections: ProseSection[];
  /** A table of contents beside the text (long documents such as the privacy policy). */
  withContents?: boolean;
  children?: ReactNode;
}

/** Running text written as data: headings, paragraphs and lists. */
export function Prose({ sections, withContents = false, children }: ProseProps) {
  const body = (
    <div className={classes.prose}>
      {sections.map((section) => (
        <SectionBody key={section.id} section={section} />
      ))}
      {children}
    </div>
  );
  if (!withContents) return body;
  return (
    <Split columns="240px minmax(0, 1fr)">
      <nav className={classes.toc} aria-labelledby="contents-title">
        <h2 id="contents-title">Contents</h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {body}
    </Split>
  );
}
