import { SearchWords1764520000000 } from '../database/migrations/1764520000000-search-words';
import { SearchWordsDated1764970000000 } from '../database/migrations/1764970000000-search-words-dated';
import { ADMIN_ACTOR, createTestApp, type TestApp } from '../test/harness';
import { wordsTotal } from './search';
import { leadingWord } from './search-lead';
import { wordsOf } from './search-parts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.reset());
afterAll(() => t.close());

/** Messages, oldest first (one minute apart): name, e-mail, subject. */
async function messages(rows: [string, string, string][]): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, [name, email, subject]] of rows.entries()) {
    const [row] = await t.ds.query<{ id: number }[]>(
      `INSERT INTO contact_messages (name, contact_number, email, subject, message, created_at)
       VALUES ($1, '01711000000', $2, $3, 'Hello', now() - ($4 * interval '1 minute'))
       RETURNING id`,
      [name, email, subject, rows.length - i],
    );
    ids.push(row.id);
  }
  return ids;
}

/** The names a search lists (newest first) and its total, over the service's list. */
async function search(term: string) {
  const page = await t.services.messages.list({ search: term, pageSize: 100 });
  return { names: page.items.map((m) => m.name), total: page.total };
}

const ROWS: [string, string, string][] = [
  ['Tanvir Ahmed', 'tanvir.ahmed@gmail.com', 'Parcel not delivered'],
  ['Nusrat Jahan', 'nusrat@yahoo.com', 'Corporate account'],
  ['Tanvir Hasan', 'th@outlook.com', 'Damaged parcel, parcels late'],
  ['Farhana Akter', 'farhana.82@gmail.com', 'Cox’s Bazar helicopter'],
];

describe('the admin search (word index)', () => {
  it('splits words in the database exactly as the server does', async () => {
    const samples = [
      'tanvir.ahmed@gmail.com',
      'Cox’s Bazar — Kolatoli…',
      '+880 1712-345678',
      'নুসরাত জাহান। ঢাকা',
      'Ñandú  café\u00a0crème',
      '«quoted» x×y a_b',
    ];
    for (const text of samples) {
      const [{ words }] = await t.ds.query<{ words: string[] }[]>(
        'SELECT drw_search_words($1) AS words',
        [text],
      );
      const expected = [...new Set(wordsOf(text).map((w) => w.toLowerCase()))].sort();
      expect({ text, words: [...words].sort() }).toEqual({ text, words: expected });
    }
  });

  it('finds part of a name, of an e-mail and a subject word; newest first, exact totals', async () => {
    await messages(ROWS);
    expect(await search('tanv')).toEqual({ names: ['Tanvir Hasan', 'Tanvir Ahmed'], total: 2 });
    expect(await search('AHMED')).toEqual({ names: ['Tanvir Ahmed'], total: 1 });
    expect(await search('gmail')).toEqual({ names: ['Farhana Akter', 'Tanvir Ahmed'], total: 2 });
    // a row with two words of the prefix (parcel, parcels) counts once
    expect(await search('parcel')).toEqual({ names: ['Tanvir Hasan', 'Tanvir Ahmed'], total: 2 });
    expect(await search('cox')).toEqual({ names: ['Farhana Akter'], total: 1 });
    // two digits begin a word; three or more are matched anywhere (phone numbers)
    expect(await search('82')).toEqual({ names: ['Farhana Akter'], total: 1 });
    expect(await search('982')).toEqual({ names: [], total: 0 });
    // no letter or digit: nothing to look up, nothing found (not every row with an "@")
    expect(await search('@')).toEqual({ names: [], total: 0 });
    expect(await search('%_@')).toEqual({ names: [], total: 0 });
    // punctuation beside a word: the word is searched
    expect(await search('@gmail --')).toEqual({
      names: ['Farhana Akter', 'Tanvir Ahmed'],
      total: 2,
    });
  });

  it('needs every word of a multi-word search, in any column', async () => {
    await messages(ROWS);
    expect(await search('tanvir gmail')).toEqual({ names: ['Tanvir Ahmed'], total: 1 });
    expect(await search('gmail parcel')).toEqual({ names: ['Tanvir Ahmed'], total: 1 });
    expect(await search('tanvir yahoo')).toEqual({ names: [], total: 0 });
    // a whole e-mail address finds that address only, not others with the same words
    expect(await search('tanvir.ahmed@gmail.com')).toEqual({ names: ['Tanvir Ahmed'], total: 1 });
    expect(await search('ahmed.tanvir@gmail.com')).toEqual({ names: [], total: 0 });
    // newer rows with both words but not as typed do not take the page's places
    await messages([['Tanvir Ahmed', 'ta@example.com', 'Hello']]);
    const page = await t.services.messages.list({ search: 'tanvir.ahmed', pageSize: 1 });
    expect([page.items.map((m) => m.email), page.total]).toEqual([['tanvir.ahmed@gmail.com'], 1]);
  });

  it('starts a search of several words from its rarest word, with the same rows and totals', async () => {
    await messages(ROWS);
    const index = { columns: [], table: 'contact_messages', wordsTable: 'contact_messages_words' };
    // "com" is in every row (each address ends in .com), "nusrat" in one: start from "nusrat"
    expect((await leadingWord(t.ds, 'com nusrat', index))?.name).toBe('sw1_0');
    expect((await leadingWord(t.ds, 'nusrat com', index))?.name).toBe('sw0_0');
    expect((await leadingWord(t.ds, 'nusrat', index))?.name).toBe('sw0_0');
    expect(await leadingWord(t.ds, '%_@', index)).toBeUndefined();
    expect(await search('com nusrat')).toEqual({ names: ['Nusrat Jahan'], total: 1 });
    // "parcel" leads (3 entries: parcel, parcel, parcels); the row with two of them counts once
    expect((await leadingWord(t.ds, 'com parcel', index))?.name).toBe('sw1_0');
    expect(await search('com parcel')).toEqual({
      names: ['Tanvir Hasan', 'Tanvir Ahmed'],
      total: 2,
    });
    expect(await search('com tanvir yahoo')).toEqual({ names: [], total: 0 });
    expect(await search('tanvir.ahmed@gmail.com')).toEqual({ names: ['Tanvir Ahmed'], total: 1 });
  });

  it('reads initials as words: one- and two-letter words need not appear as typed', async () => {
    await messages(ROWS);
    // "f.a": a word beginning with f and one with a (Farhana Akter), not the text "f.a"
    expect(await search('f.a')).toEqual({ names: ['Farhana Akter'], total: 1 });
    // a longer word keeps the part as typed: the address, not any row with both words
    expect(await search('ahmed.tanvir')).toEqual({ names: [], total: 0 });
  });

  it('pages newest first whether the rows of a word are the newest or the oldest', async () => {
    // 50,000 messages, their ages a permutation of their ids (so id order is not list order),
    // each with "com" and a subject word beginning with "1" (the 22,000 oldest, and 5 among the
    // newest 2,000 that a search of common words checks first) or "2" (the others).
    await t.ds.query(`
      INSERT INTO contact_messages (name, contact_number, email, subject, message, created_at)
      SELECT 'Person', '01711000000', 'p' || g || '@example.com',
             CASE WHEN age >= 28000 OR age BETWEEN 1995 AND 1999 THEN 'Case 1' ELSE 'Case 2'
             END || g, 'Hello', now() - age * interval '1 minute'
        FROM generate_series(1, 50000) AS g, LATERAL (SELECT (g * 7919) % 50000 AS age) AS a`);
    await t.analyze();
    const index = { columns: [], table: 'contact_messages', wordsTable: 'contact_messages_words' };
    // every word begins more than 20,002 entries: the one estimated fewest leads
    expect(await leadingWord(t.ds, 'com 1', index)).toEqual({ name: 'sw1_0', small: false });
    expect(await leadingWord(t.ds, 'com 2', index)).toEqual({ name: 'sw1_0', small: false });
    const expected = async (prefix: string, offset: number) =>
      (
        await t.ds.query<{ email: string }[]>(
          `SELECT email FROM contact_messages WHERE subject LIKE $1
            ORDER BY created_at DESC, id DESC LIMIT 10 OFFSET $2`,
          [`Case ${prefix}%`, offset],
        )
      ).map((r) => r.email);
    // "2": found among the newest rows; "1": too few there, so from its entries sorted by age
    for (const prefix of ['2', '1']) {
      for (const page of [1, 3]) {
        const search = `com ${prefix}`;
        const listed = await t.services.messages.list({ search, page, pageSize: 10 });
        expect(listed.items.map((m) => m.email)).toEqual(await expected(prefix, (page - 1) * 10));
        expect([listed.total, listed.totalIsExact]).toEqual([10_000, false]);
      }
    }
    // a rare word leads at once: sorted from its entries
    const rare = await t.services.messages.list({ search: 'com p4999', pageSize: 20 });
    const [p4999] = await t.ds.query<{ email: string }[]>(
      `SELECT array_agg(email ORDER BY created_at DESC, id DESC) AS email FROM contact_messages
        WHERE email LIKE 'p4999%'`,
    );
    expect(rare.items.map((m) => m.email)).toEqual(p4999.email);
    // with a filter too, the list is walked: the same rows
    const filtered = await t.services.messages.list({ search: 'com 1', status: 'NEW' } as never);
    expect(filtered.items.map((m) => m.email)).toEqual(await expected('1', 0));
  }, 120_000); // 50,000 rows written and searched: a minute on a busy machine

  it('finds digits inside a phone number (reservations, registrations)', async () => {
    await t.ds.query(
      `INSERT INTO reservations (departure_location, destination_location, passenger_name, email,
                                 mobile, number_of_passengers, journey_date)
       VALUES ('Banani', 'Dhaka Airport', 'Sadia Islam', 'sadia@example.com', '01712345678', 1,
               current_date), ('Gulshan 2', 'Motijheel', 'Imran Kabir', 'imran@example.com',
               '01899990000', 2, current_date)`,
    );
    await t.ds.query(
      `INSERT INTO registration_requests (kind, name, phone, phone_digits, city)
       VALUES ('DRIVER', 'Kamrul Alam', '01755123456', '01755123456', 'Sylhet')`,
    );
    const names = async (service: 'reservations' | 'registrations', term: string) =>
      (await t.services[service].list({ search: term })).items.map((r) =>
        'passengerName' in r ? r.passengerName : r.name,
      );
    expect(await names('reservations', '2345')).toEqual(['Sadia Islam']);
    expect(await names('reservations', '5678')).toEqual(['Sadia Islam']);
    expect(await names('reservations', 'airport')).toEqual(['Sadia Islam']);
    expect(await names('reservations', 'gulshan motij')).toEqual(['Imran Kabir']);
    expect(await names('registrations', '5512')).toEqual(['Kamrul Alam']);
    expect(await names('registrations', 'syl')).toEqual(['Kamrul Alam']);
  });

  it('shows a write in the search at once: insert, update, delete, truncate', async () => {
    const [id] = await messages([ROWS[0]]);
    expect((await search('tanvir')).total).toBe(1);
    const created = await t.services.messages.create({
      name: 'Shirin Begum',
      contactNumber: '01711000000',
      email: 'shirin@example.com',
      subject: 'Lost umbrella',
      message: 'Hi',
    });
    expect(await search('umbrella')).toEqual({ names: ['Shirin Begum'], total: 1 });
    await t.ds.query(`UPDATE contact_messages SET subject = 'Refund please' WHERE id = $1`, [id]);
    expect(await search('parcel')).toEqual({ names: [], total: 0 });
    expect(await search('refund')).toEqual({ names: ['Tanvir Ahmed'], total: 1 });
    // a change to other columns leaves the words (and the search) as they were
    await t.ds.query(`UPDATE contact_messages SET status = 'DONE'`);
    expect((await search('ahmed')).total).toBe(1);
    // a changed created_at moves the row's entries with it (the list's order reads them)
    await t.ds.query(`UPDATE contact_messages SET created_at = now() - interval '1 year'`);
    expect(
      await t.ds.query(`
        SELECT w, m.id, m.created_at FROM contact_messages m,
               unnest(drw_search_words(concat_ws(' ', name, email, subject))) AS w
        EXCEPT SELECT word, id, created_at FROM contact_messages_words`),
    ).toEqual([]);
    await t.services.messages.delete(created.id, ADMIN_ACTOR);
    expect(await search('umbrella')).toEqual({ names: [], total: 0 });
    const words = () =>
      t.ds.query<{ n: string }[]>('SELECT count(*) AS n FROM contact_messages_words');
    expect(Number((await words())[0].n)).toBeGreaterThan(0);
    await t.ds.query('TRUNCATE contact_messages CASCADE'); // CASCADE: contact_replies refers to it
    expect(await words()).toEqual([{ n: '0' }]);
  });

  it('counts a one-word search from the word index alone, reading no table row', async () => {
    await messages(ROWS);
    const total = wordsTotal('parcel', {
      columns: [],
      table: 'contact_messages',
      wordsTable: 'contact_messages_words',
    })!;
    const [sql, params] = t.ds.driver.escapeQueryWithParameters(
      `SELECT (${total.sql}) AS n`,
      total.parameters,
    );
    const runner = t.ds.createQueryRunner();
    try {
      await runner.query('SET enable_seqscan = off');
      expect(await runner.query(sql, params)).toEqual([{ n: '2' }]);
      const plan = JSON.stringify(await runner.query(`EXPLAIN ${sql}`, params));
      // Which word index serves the range depends on the statistics other test files left on
      // this database: what must hold is an index-only read with the word as its condition.
      expect(plan).toMatch(
        /Index Only Scan[^"]* using contact_messages_words_\w+ [^\]]*Index Cond: \(\(word >= 'parcel'/,
      );
      expect(plan).not.toMatch(/on contact_messages(?!_words)/);
    } finally {
      await runner.release();
    }
  });

  it('migrates both ways: down removes the word tables, up fills them from existing rows', async () => {
    await messages(ROWS);
    const words = new SearchWords1764520000000();
    const dated = new SearchWordsDated1764970000000();
    const runner = t.ds.createQueryRunner();
    try {
      await runner.startTransaction();
      await dated.down(runner);
      await words.down(runner);
      const [gone] = await runner.query(`SELECT to_regclass('contact_messages_words') AS t`);
      expect(gone.t).toBeNull();
      await words.up(runner);
      await dated.up(runner);
      await runner.commitTransaction();
    } catch (err) {
      await runner.rollbackTransaction();
      throw err;
    } finally {
      await runner.release();
    }
    expect(await search('gmail')).toEqual({ names: ['Farhana Akter', 'Tanvir Ahmed'], total: 2 });
    await messages([['Mim Rahman', 'mim@gmail.com', 'Thanks']]);
    expect((await search('gmail')).total).toBe(3);
  });
});
