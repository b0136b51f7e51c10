import { Table } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { InitialsAvatar } from '../../ui/InitialsAvatar';
import { TableScroll } from '../../ui/TableScroll';
import bodyClasses from './CmsBody.module.css';
import classes from './CmsParts.module.css';
import { useT } from '../../../i18n/i18n';

export interface CmsContentView {
  body: string;
  members?: { name: string; role: string; bio: string; photoUrl?: string | null }[] | null;
  faqs?: { group: string; question: string; answer: string }[] | null;
  fines?: { violation: string; appliesTo: string; penalty: string }[] | null;
}

/** `topic-payments`; a name without Latin letters (Bangla) by its place: `topic-2`. */
const anchorOf = (text: string, index: number) =>
  `topic-${
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || index + 1
  }`;

/** `lang`: the content's language when it is not the page's (English on a Bangla page). */
type Lang = { lang?: string };

function Members({ members, lang }: { members: NonNullable<CmsContentView['members']> } & Lang) {
  return (
    <ul className={classes.grid} lang={lang}>
      {members.map((person, i) => (
        <li key={`${person.name}-${i}`} className={classes.person}>
          {person.photoUrl ? (
            <img className={classes.photo} src={person.photoUrl} alt="" width={88} height={88} />
          ) : (
            <InitialsAvatar name={person.name} />
          )}
          <h2 className={classes.name}>{person.name}</h2>
          <p className={classes.role}>{person.role}</p>
          {person.bio && <p className={classes.bio}>{person.bio}</p>}
        </li>
      ))}
    </ul>
  );
}

function Faqs({ faqs, lang }: { faqs: NonNullable<CmsContentView['faqs']> } & Lang) {
  const t = useT();
  const groups: { title: string; faqs: typeof faqs }[] = [];
  for (const faq of faqs) {
    const group = groups.find((g) => g.title === faq.group);
    if (group) group.faqs.push(faq);
    else groups.push({ title: faq.group, faqs: [faq] });
  }
  return (
    <div className={classes.faqLayout}>
      <nav className={classes.topics} aria-label={t('cms.helpTopics')}>
        <ul className={classes.chips} lang={lang}>
          {groups.map((group, g) => (
            <li key={group.title}>
              <a href={`#${anchorOf(group.title, g)}`}>{group.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div lang={lang}>
        {groups.map((group, g) => (
          <section
            key={group.title}
            aria-labelledby={anchorOf(group.title, g)}
            className={classes.group}
          >
            <h2 id={anchorOf(group.title, g)}>{group.title}</h2>
            {/* Native disclosure: opens and closes with or without the page's code. */}
            <div className={classes.faqs}>
              {group.faqs.map((faq, i) => (
                <details key={`${faq.question}-${i}`} className={classes.faq}>
                  <summary>
                    <span className={classes.question}>{faq.question}</span>
                    <IconChevronDown size={18} aria-hidden className={classes.chevron} />
                  </summary>
                  <div className={classes.answer}>{faq.answer}</div>
                </details>
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}

function Fines({ fines, lang }: { fines: NonNullable<CmsContentView['fines']> } & Lang) {
  const t = useT();
  return (
    <TableScroll label={t('cms.fines')} minWidth={620}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('cms.violation')}</Table.Th>
            <Table.Th scope="col">{t('cms.appliesTo')}</Table.Th>
            <Table.Th scope="col">{t('cms.penalty')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody lang={lang}>
          {fines.map((fine, i) => (
            <Table.Tr key={`${fine.violation}-${i}`}>
              <Table.Td>{fine.violation}</Table.Td>
              <Table.Td>{fine.appliesTo}</Table.Td>
              <Table.Td>{fine.penalty}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

/**
 * A company page's content as the public sees it: the team, the FAQ, the rich text (sanitised
 * by the server when it was saved) and the fines table. The back office's preview uses it too.
 */
export function CmsPageContent({ page, lang }: { page: CmsContentView } & Lang) {
  const hasBody = page.body.trim() !== '';
  return (
    <div>
      {page.members && page.members.length > 0 && <Members members={page.members} lang={lang} />}
      {page.faqs && page.faqs.length > 0 && <Faqs faqs={page.faqs} lang={lang} />}
      {hasBody && (
        <div
          lang={lang}
          className={`${bodyClasses.body} ${page.members?.length || page.faqs?.length ? classes.parts : ''}`}
          // Safe: the server keeps only an allow-list of tags and attributes when it saves.
          dangerouslySetInnerHTML={{ __html: page.body }}
        />
      )}
      {page.fines && page.fines.length > 0 && (
        <div className={classes.parts}>
          <Fines fines={page.fines} lang={lang} />
        </div>
      )}
    </div>
  );
}
