/**
 * Reply templates (PRODUCT.md §22): admins keep them per language; an unknown placeholder is
 * refused in both languages; the preview fills {name}, {reference} and {status_link} for the
 * message's visitor, in their language.
 */
import { appPerFile } from '../../test/harness';
import { fill } from './templates';

const t = appPerFile();

const SAVE = `mutation($id: Int, $name: String!, $language: String!, $subject: String, $body: String!) {
  saveReplyTemplate(id: $id, name: $name, language: $language, subject: $subject, body: $body) { id name language body }
}`;
const LIST = `query($language: String) { replyTemplates(language: $language) { name language } }`;

describe('reply templates', () => {
  it('keeps templates per language, the asked language first', async () => {
    for (const [name, language] of [
      ['thanks', 'en'],
      ['ধন্যবাদ', 'bn'],
      ['call', 'en'],
    ]) {
      const res = await t.gql(
        SAVE,
        { name, language, body: 'Hello {name}, {reference}' },
        t.adminToken(),
      );
      expect(res.body.errors).toBeUndefined();
    }
    const bn = await t.gql(LIST, { language: 'bn' }, t.adminToken());
    expect(bn.body.data.replyTemplates.map((r: { name: string }) => r.name)).toEqual([
      'ধন্যবাদ',
      'call',
      'thanks',
    ]);
    const again = await t.gql(SAVE, { name: 'thanks', language: 'en', body: 'x' }, t.adminToken());
    expect(again.body.errors[0].message).toMatch(/already called/);
  });

  it('refuses an unknown placeholder with a message in English and Bangla', async () => {
    const res = await t.gql(
      SAVE,
      { name: 'typo', language: 'en', body: 'Dear {nmae}, see {status_link}' },
      t.adminToken(),
    );
    expect(res.body.errors[0].message).toBe(
      'Unknown placeholder {nmae}: use {name}, {reference} or {status_link}. / {nmae} চেনা স্থানধারক নয়: {name}, {reference} অথবা {status_link} লিখুন।',
    );
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await t.gql(LIST, {}, t.adminToken())).body.data.replyTemplates).toEqual([]);
  });

  it('only admins read and keep templates', async () => {
    const editor = await t.staffToken('erin', 'editor');
    const res = await t.gql(SAVE, { name: 'x', language: 'en', body: 'x' }, editor);
    expect(res.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.gql(LIST, {})).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('fills a template in for a Bangla visitor: their name, reference and Bangla status link', async () => {
    const m = await t.services.messages.create({
      name: 'নুসরাত',
      contactNumber: '01712345678',
      email: 'n@example.com',
      subject: 'প্রশ্ন',
      message: 'দয়া করে ফোন করুন',
      locale: 'bn',
    });
    const saved = await t.gql(
      SAVE,
      { name: 'স্বাগত', language: 'bn', body: '{name}, আপনার নম্বর {reference}: {status_link}' },
      t.adminToken(),
    );
    const res = await t.gql(
      `query($t: Int!, $m: Int!) { filledReplyTemplate(templateId: $t, messageId: $m) }`,
      { t: saved.body.data.saveReplyTemplate.id, m: m.id },
      t.adminToken(),
    );
    expect(res.body.data.filledReplyTemplate).toMatch(
      new RegExp(`^নুসরাত, আপনার নম্বর ${m.reference}: http://\\S+/bn/status\\?ref=${m.reference}$`),
    );
  });

  it('fill leaves text that is no placeholder as it is', () => {
    expect(fill('{name} {x} {}', { name: 'A', reference: 'R', status_link: 'L' })).toBe('A {x} {}');
  });
});
