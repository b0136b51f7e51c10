/**
 * Consent on record: every request a visitor sends keeps the version of the
 * privacy notice in force in their language (its CMS revision number) and when they sent it.
 */
import { appPerFile, keepingRows } from '../../test/harness';
import { MESSAGE, reservationToday } from '../../test/inbox-fixtures';

const t = appPerFile(() => keepingRows('cms_pages'));

const ADMIN = { id: 1, username: 'admin' };
const stored = async (table: string, id: number) => {
  const [row] = await t.ds.query(
    `SELECT privacy_notice_version AS version, consented_at, created_at FROM ${table} WHERE id = $1`,
    [id],
  );
  return row as { version: number; consented_at: Date; created_at: Date };
};
const editNotice = async (locale: 'en' | 'bn') => {
  const page = await t.services.cmsPages.get('privacy-policy', locale);
  const { title, lead, description, body } = page;
  await t.services.cmsPages.update(
    'privacy-policy',
    { title, lead, description, body: `${body}<p>Edited.</p>` },
    ADMIN,
    locale,
  );
};

describe('consent on record', () => {
  it('stores the notice version and the time on a message, a booking and a registration', async () => {
    const message = await t.services.messages.create(MESSAGE);
    const booking = await t.services.reservations.create(reservationToday());
    const registration = await t.services.registrations.create({
      kind: 'CUSTOMER',
      name: 'Jamal Uddin',
      phone: '01711-204455',
      city: 'Dhaka',
    });
    for (const [table, row] of [
      ['contact_messages', message],
      ['reservations', booking],
      ['registration_requests', registration],
    ] as const) {
      expect(row.reference).toMatch(/^DR-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
      const consent = await stored(table, row.id);
      expect(consent.version).toBe(1);
      expect(consent.consented_at).toEqual(consent.created_at);
    }
  });

  it('follows the notice’s revisions, each language its own', async () => {
    await editNotice('en');
    await editNotice('en');
    await editNotice('bn');
    const en = await t.services.messages.create(MESSAGE);
    const bn = await t.services.messages.create({ ...MESSAGE, locale: 'bn' });
    expect((await stored('contact_messages', en.id)).version).toBe(3);
    expect((await stored('contact_messages', bn.id)).version).toBe(2);
  });
});
