import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CMS_PAGES_BN } from './1764610000000-cms-pages-bn.data';

type Field = 'description' | 'body';

/** One wording change: in the landed Bangla seed's `field` of page `slug`, `from` becomes `to`. */
interface WordingChange {
  slug: string;
  field: Field;
  edits: [from: string, to: string][];
}

/**
 * The Bangla pages' second wording (issue 20: nothing Latin on a Bangla page but names): the
 * company is "DigitalRideWeb লিমিটেড", MB, SQL and Python are written in Bangla, and the names a
 * reader must type or that stay English (React, TypeScript, Kotlin, the SMS keyword STOP) are
 * marked `lang="en"`. Each edit is found exactly once in the text migration 1764610000000 seeded.
 */
export const CMS_PAGES_BN_WORDING: WordingChange[] = [
  {
    slug: 'directors',
    field: 'description',
    edits: [['DigitalRideWeb Limited-এর', 'DigitalRideWeb লিমিটেড-এর']],
  },
  {
    slug: 'Career',
    field: 'body',
    edits: [
      [
        '<p>React ও TypeScript দিয়ে',
        '<p><span lang="en">React</span> ও <span lang="en">TypeScript</span> দিয়ে',
      ],
      [
        '<h3>অ্যান্ড্রয়েড ইঞ্জিনিয়ার (Kotlin)</h3>',
        '<h3>অ্যান্ড্রয়েড ইঞ্জিনিয়ার (<span lang="en">Kotlin</span>)</h3>',
      ],
      ['ছয় মাস SQL আর Python দিয়ে', 'ছয় মাস এসকিউএল আর পাইথন দিয়ে'],
    ],
  },
  {
    slug: 'privacy-policy',
    field: 'body',
    edits: [
      ['<p>DigitalRideWeb Limited (', '<p>DigitalRideWeb লিমিটেড ('],
      ['(১০ MB পর্যন্ত', '(১০ এমবি পর্যন্ত'],
      ['অবস্থায় (HTTPS) আদান-প্রদান', 'অবস্থায় আদান-প্রদান'],
      ['অথবা STOP লিখে উত্তর দিয়ে,', 'অথবা উত্তরে <span lang="en">STOP</span> লিখে পাঠিয়ে,'],
    ],
  },
  {
    slug: 'terms',
    field: 'body',
    edits: [['DigitalRideWeb Limited-এর', 'DigitalRideWeb লিমিটেড-এর']],
  },
];

function replaceOnce(text: string, from: string, to: string, where: string): string {
  const at = text.indexOf(from);
  if (at < 0 || text.indexOf(from, at + 1) >= 0) {
    throw new Error(`${where}: "${from}" must occur exactly once in the seeded text`);
  }
  return text.slice(0, at) + to + text.slice(at + from.length);
}

/** Each change as the whole seeded text and the whole new text of its field. */
export function wordingTexts(): { slug: string; field: Field; seeded: string; reworded: string }[] {
  return CMS_PAGES_BN_WORDING.map(({ slug, field, edits }) => {
    const page = CMS_PAGES_BN.find((p) => p.slug === slug);
    if (!page) throw new Error(`No seeded Bangla page ${slug}`);
    const seeded = page[field];
    const reworded = edits.reduce(
      (text, [from, to]) => replaceOnce(text, from, to, `${slug}.${field}`),
      seeded,
    );
    return { slug, field, seeded, reworded };
  });
}

/**
 * Rewords the seeded Bangla pages in databases that already ran 1764610000000 (a landed migration
 * is never edited). A field is changed only while it still holds the seeded text: a page staff
 * edited keeps their words. Not a staff save, so no revision is written and `updated_by` stays.
 */
export class CmsPagesBnWording1764720000000 implements MigrationInterface {
  name = 'CmsPagesBnWording1764720000000';

  async up(q: QueryRunner): Promise<void> {
    for (const t of wordingTexts()) await swap(q, t.slug, t.field, t.seeded, t.reworded);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of wordingTexts()) await swap(q, t.slug, t.field, t.reworded, t.seeded);
  }
}

async function swap(q: QueryRunner, slug: string, field: Field, from: string, to: string) {
  // `field` is one of two column names fixed above, never input.
  await q.query(
    `UPDATE cms_pages SET ${field} = $1, updated_at = now()
      WHERE locale = 'bn' AND LOWER(slug) = LOWER($2) AND ${field} = $3`,
    [to, slug, from],
  );
}
