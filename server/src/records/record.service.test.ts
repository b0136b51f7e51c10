import { ADMIN_ACTOR, createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.reset());
afterAll(() => t.close());

/**
 * `n` messages over several days, several per second so that created_at ties are broken by
 * id; ids do not follow created_at (rows arrive out of order), as with concurrent writers.
 */
async function seedMessages(n: number) {
  await t.ds.query(
    `INSERT INTO contact_messages (name, contact_number, email, subject, message, created_at)
     SELECT 'Sender ' || i, '01711000000', 'sender' || i || '@example.com', 'Subject ' || i,
            'Hello', timestamptz '2026-01-10 00:00:00+00' - ((i * 7919) % ($1 / 3)) * interval '10 minutes'
       FROM generate_series(1, $1) AS i`,
    [n],
  );
  await t.analyze();
}

/** The rows of a page as plain OFFSET/LIMIT over the whole table would give them. */
async function expectedIds(offset: number, limit: number): Promise<number[]> {
  const rows = await t.ds.query<{ id: number }[]>(
    `SELECT id FROM contact_messages ORDER BY created_at DESC, id DESC OFFSET $1 LIMIT $2`,
    [offset, limit],
  );
  return rows.map((r) => r.id);
}

describe('RecordService.list on a big table', () => {
  it('gives every page, deep ones included, the rows plain OFFSET would, with the exact total', async () => {
    await seedMessages(2600);
    // Some rows share a created_at (ties broken by id) and whole days are spanned by one page.
    for (const pageSize of [10, 7, 100]) {
      const last = Math.ceil(2600 / pageSize);
      for (const page of [1, 2, Math.floor(last / 2), last - 3, last - 1, last, last + 1]) {
        const got = await t.services.messages.list({ page, pageSize });
        expect(got.total).toBe(2600);
        expect(got.items.map((m) => m.id)).toEqual(
          await expectedIds((page - 1) * pageSize, pageSize),
        );
      }
    }
  });

  it('counts a write at once: insert, delete, bulk delete and truncate keep the total exact', async () => {
    await seedMessages(2100);
    const deep = () => t.services.messages.list({ page: 210, pageSize: 10 });
    expect((await deep()).total).toBe(2100);
    const created = await t.services.messages.create({
      name: 'New',
      contactNumber: '01711000000',
      email: 'new@example.com',
      subject: 'Fresh',
      message: 'Hi',
    });
    expect(await t.services.messages.count()).toBe(2101);
    expect((await t.services.messages.list({ page: 1 })).items[0].id).toBe(created.id);
    expect((await deep()).items.map((m) => m.id)).toEqual(await expectedIds(2090, 10));
    await t.services.messages.delete(created.id, ADMIN_ACTOR);
    await t.ds.query(`DELETE FROM contact_messages WHERE id <= 50`);
    expect((await deep()).total).toBe(2050);
    expect(
      (await t.services.messages.list({ page: 205, pageSize: 10 })).items.map((m) => m.id),
    ).toEqual(await expectedIds(2040, 10));
    await t.ds.query(`TRUNCATE contact_messages CASCADE`); // CASCADE: contact_replies refers to it
    expect(await t.services.messages.count()).toBe(0);
    expect(await deep()).toMatchObject({ total: 0, items: [] });
  });

  it('keeps the shared unfiltered first page right around searches, filters and deep pages', async () => {
    await seedMessages(2100);
    const messages = t.services.messages;
    const firstPage = async () => {
      const got = await messages.list({ page: 1 });
      expect(got.total).toBe(await messages.count());
      expect(got.items.map((m) => m.id)).toEqual(await expectedIds(0, 10));
      return got;
    };
    await firstPage();
    await t.ds.query(`UPDATE contact_messages SET status = 'DONE' WHERE id % 3 = 0`);
    const done = await messages.list({ page: 1, status: 'DONE' } as never);
    expect(done.total).toBe(700);
    expect(done.items.every((m) => m.status === 'DONE')).toBe(true);
    expect((await messages.list({ page: 1, search: 'sender1' })).total).toBeLessThan(2100);
    expect((await messages.list({ page: 1, search: '  ' })).total).toBe(2100);
    await messages.list({ page: 205 }); // narrows its page to one day
    await firstPage();
    const created = await messages.create({
      name: 'Newest',
      contactNumber: '01711000000',
      email: 'newest@example.com',
      subject: 'Fresh',
      message: 'Hi',
    });
    expect((await firstPage()).items[0].id).toBe(created.id);
  });

  it('searches ignoring case, with wildcards taken literally, and counts the matches exactly', async () => {
    await seedMessages(30);
    const search = (term: string) => t.services.messages.list({ search: term, pageSize: 100 });
    expect((await search('SENDER1@EXAMPLE')).total).toBe(1);
    expect((await search('subject 2')).total).toBe(11); // 2, 20-29
    expect((await search('%')).total).toBe(0);
    expect((await search('sender_1')).total).toBe(0);
    // the words of a search may be in different columns (Sender 1, 10-19: name and e-mail)
    expect((await search('sender 1\nsender1')).total).toBe(11);
    // but what is typed together stays together, within one column
    expect((await search('1.sender1')).total).toBe(0);
  });

  it.each([
    ['contact_messages', 'messages'],
    ['reservations', 'reservations'],
    ['registration_requests', 'registrations'],
  ] as const)(
    'searches %s through its word index, digits through its trigram index, and the beginning of a phone number or a reference through theirs',
    async (table, service) => {
      // The migration indexes one exact expression: a search written differently would read
      // the whole table. The plan shows which one PostgreSQL uses.
      const runner = t.ds.createQueryRunner();
      const plan = async (term: string) => {
        const [sql, params] = t.services[service].listQuery(term).getQueryAndParameters();
        return JSON.stringify(await runner.query(`EXPLAIN ${sql}`, params));
      };
      try {
        await runner.query('SET enable_seqscan = off');
        // Which of the two word indexes serves the range depends on the statistics other test
        // files left on this database (an empty table's plan is a toss-up): what must hold is
        // that the word is an index condition on the words table, not a filter over it.
        expect(await plan('dhaka')).toMatch(
          new RegExp(`${table}_words_\\w+ [^\\]]*Index Cond: \\(\\(word >= 'dhaka'`),
        );
        // A GIN index is read only by a bitmap scan. On a near-empty table a full scan of some
        // other btree, filtering every row, can cost as little: without plain index scans the
        // plan depends on whether the search expression matches the trigram index, not on stats.
        await runner.query('SET enable_indexscan = off');
        expect(await plan('12345')).toContain(`${table}_search`);
        // The beginning of a phone number or a reference: a range of its column's index, OR'd
        // with the words as before (a bitmap of each).
        expect(await plan('017123')).toMatch(/Index Cond: [^"]*phone_digits[^"]* >= '17123'/);
        expect(await plan('017123')).toContain(`${table}_search`);
        expect(await plan('DR-5B69')).toMatch(/Index Cond: [^"]*reference[^"]* >= 'DR-5B69-2222'/);
      } finally {
        await runner.release();
      }
    },
  );
});
