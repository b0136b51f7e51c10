/* The help centre (PRODUCT.md §24) at 375 px, in English and Bangla, with JavaScript on and off:
   a search with a typo finds the article, a Bangla variant spelling finds it, the article's
   contact link fills the contact form's subject, and "Was this helpful?" counts once a day. */
import type { Page } from 'playwright-core';
import { BASE_URL, describeInBrowser, formField } from '../support/browser';
import { shots } from '../support/shots';
import { adminToken, graphql, sharedBrowser } from './backoffice-api';
import { pageReady } from './site-support';

interface Journey {
  locale: 'en' | 'bn';
  js: boolean;
  /** What the visitor types (a typo, or another spelling of a Bangla word). */
  typed: string;
  slug: string;
  title: string;
  words: {
    search: string;
    button: string;
    yes: string;
    thanks: string;
    already: string;
    contact: string;
    subject: string;
    prefix: string;
    updated: string;
    related: string;
    empty: string;
  };
}

const EN = {
  search: 'Search the help centre',
  button: 'Search',
  yes: 'Yes',
  thanks: 'Thank you for telling us.',
  already: 'You have already told us today. Thank you.',
  contact: 'Contact us about this',
  subject: 'Subject',
  prefix: 'Help',
  updated: 'Last updated',
  related: 'Related articles',
  empty: 'Type a word or two to search for.',
};
const BN = {
  search: 'সহায়তা কেন্দ্রে খুঁজুন',
  button: 'খুঁজুন',
  yes: 'হ্যাঁ',
  thanks: 'জানানোর জন্য ধন্যবাদ।',
  already: 'আজ আপনি একবার জানিয়েছেন। ধন্যবাদ।',
  contact: 'এ বিষয়ে আমাদের লিখুন',
  subject: 'বিষয়',
  prefix: 'সহায়তা',
  updated: 'সর্বশেষ হালনাগাদ',
  related: 'এ বিষয়ে আরও',
  empty: 'খুঁজতে এক-দুটি শব্দ লিখুন।',
};

// Each journey votes on its own article: votes are one per visitor (here: one address) a day.
const JOURNEYS: Journey[] = [
  {
    locale: 'en',
    js: false,
    typed: 'cancelld trp',
    slug: 'cancelled-trips',
    title: 'Cancelled trips and cancellation fees',
    words: EN,
  },
  {
    locale: 'en',
    js: true,
    typed: 'pay with bkahs',
    slug: 'pay-with-bkash-nagad',
    title: 'Paying with bKash or Nagad',
    words: EN,
  },
  {
    locale: 'bn',
    js: false,
    // The article is written কীভাবে; typed with the short ি, one word alone: only the fold
    // finds it (trigrams alone put the two spellings too far apart).
    typed: 'কিভাবে',
    slug: 'book-a-ride',
    title: 'কীভাবে রাইড বুক করবেন',
    words: BN,
  },
  {
    locale: 'bn',
    js: true,
    // The article says বাতিল; typed with a long ী.
    typed: 'রাইড বাতীল',
    slug: 'cancelled-trips',
    title: 'রাইড বাতিল আর বাতিলের চার্জ',
    words: BN,
  },
];

const votes = async (slug: string, locale: string, token: string) =>
  (
    await graphql<{ helpArticle: { helpful: number } }>(
      'query($s: String!, $l: String!) { helpArticle(slug: $s, locale: $l) { helpful } }',
      { s: slug, l: locale },
      token,
    )
  ).helpArticle.helpful;

const ready = (page: Page, js: boolean) => (js ? pageReady(page) : undefined);

describeInBrowser('the help centre', () => {
  const browser = sharedBrowser();

  it.each(JOURNEYS)(
    'searches, reads, votes and asks in $locale (JavaScript $js)',
    async ({ locale, js, typed, slug, title, words }) => {
      const token = await adminToken();
      const before = await votes(slug, locale, token);
      const context = await browser().newContext({
        baseURL: BASE_URL,
        javaScriptEnabled: js,
        viewport: { width: 375, height: 800 },
      });
      const page = await context.newPage();
      const failures: string[] = [];
      page.on('response', (r) => r.status() >= 500 && failures.push(`${r.status()} ${r.url()}`));
      const home = locale === 'bn' ? '/bn/help' : '/help';
      await page.goto(home);
      await ready(page, js);
      const tag = `help-${locale}-${js ? 'js' : 'nojs'}`;
      await shots(page, tag);

      // An empty search says what to do, and lists nothing.
      await page.getByRole('button', { name: words.button, exact: true }).click();
      await page.getByText(words.empty).waitFor();

      await formField(page, words.search).fill(typed);
      await page.getByRole('button', { name: words.button, exact: true }).click();
      const found = page.getByRole('link', { name: title, exact: true });
      await found.waitFor();
      await shots(page, `${tag}-results`);
      await found.click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByText(words.updated).waitFor();
      await page.getByRole('heading', { name: words.related }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`${home}/${slug}`);
      await shots(page, `${tag}-article`);

      // "Was this helpful?": counted once; a second vote the same day is thanked, not counted.
      await page.getByRole('button', { name: words.yes, exact: true }).click();
      await page.getByText(words.thanks).waitFor();
      expect(await votes(slug, locale, token)).toBe(before + 1);
      await page.goto(`${home}/${slug}`);
      await page.getByRole('button', { name: words.yes, exact: true }).click();
      await page.getByText(words.already).waitFor();
      expect(await votes(slug, locale, token)).toBe(before + 1);

      // The contact link fills in the subject.
      await page.getByRole('link', { name: words.contact }).click();
      await ready(page, js);
      const subject = formField(page, words.subject);
      await subject.waitFor();
      expect(await subject.inputValue()).toBe(`${words.prefix}: ${title}`);
      expect(failures).toEqual([]);
      await context.close();
    },
    60_000,
  );
});
