/**
 * The lean read of a list (lists/lean.ts): PostgreSQL is asked for the columns the GraphQL query
 * selects and no other, page 1 through a named prepared statement, and every page answers what
 * the entities answered: the inbox lists, and staff's news and press pages (whose image URLs
 * are the entity's getters).
 */
import { Client, type QueryConfig } from 'pg';
import { appPerFile, pngImage, ADMIN_ACTOR } from '../test/harness';
import { MESSAGE, REGISTRATION, reservationToday } from '../test/inbox-fixtures';
import { messageRecord } from '../features/messages/message.record';
import { reservationRecord } from '../features/reservations/reservation.record';
import { registrationRecord } from '../features/registrations/registration.record';
import { leanColumns } from './lean';

const t = appPerFile();

/** The fields bench:api asks of each inbox list (scripts/bench/targets.mjs). */
const RESERVATION_FIELDS =
  'id reference kind departureLocation destinationLocation passengerName email mobile numberOfPassengers journeyDate status statusNote visitorNote';
const REGISTRATION_FIELDS =
  'id reference kind name countryCode phone email city status statusNote visitorNote createdAt';

/**
 * The statements given as a config object (text, values, name) while `run` runs: how lean.ts
 * asks node-postgres, where TypeORM passes its text and values apart.
 */
async function statementsOf(run: () => PromiseLike<unknown>): Promise<QueryConfig[]> {
  const spy = jest.spyOn(Client.prototype, 'query');
  try {
    await run();
    return spy.mock.calls
      .map(([q]) => q as unknown)
      .filter((q): q is QueryConfig => typeof q === 'object' && q !== null && 'text' in q);
  } finally {
    spy.mockRestore();
  }
}

/** The table's columns the statement's select list names (`"r"."name" AS "name"`). */
const selectList = ({ text }: QueryConfig) =>
  [...text.matchAll(/"r"\."(\w+)" AS "/g)].map((m) => m[1]);

/**
 * The table's columns the statement's result carries, from EXPLAIN VERBOSE's output (with, when
 * PostgreSQL sorts, the columns it sorts by).
 */
async function outputColumns({ text, values }: QueryConfig): Promise<string[]> {
  const [{ 'QUERY PLAN': plan }] = await t.ds.query<{ 'QUERY PLAN': { Plan: Plan }[] }[]>(
    `EXPLAIN (VERBOSE, FORMAT JSON) ${text}`,
    values,
  );
  return plan[0].Plan.Output.filter((o) => o.startsWith('r.'));
}
interface Plan {
  Output: string[];
}

async function seed() {
  for (let i = 0; i < 3; i++) {
    await t.services.messages.create({ ...MESSAGE, name: `Sender ${i}` });
    await t.services.reservations.create(reservationToday());
    await t.services.registrations.create({ ...REGISTRATION, email: i ? null : 'j@example.com' });
  }
}

describe('a staff list reads what its query selects', () => {
  it('asks PostgreSQL for the selected columns only, page 1 as a named prepared statement', async () => {
    await seed();
    const query = `{ contactMessages(page: 1) { total items { __typename id ...F } } }
      fragment F on ContactMessage { name createdAt }`;
    let answer!: { body: { data: { contactMessages: { items: object[] } } } };
    const [statement, ...others] = await statementsOf(async () => {
      answer = await t.gql(query, {}, t.adminToken());
    });
    expect(others).toEqual([]);
    expect(statement.text).toMatch(/contact_messages/);
    expect(statement.name).toMatch(/^list_\d+$/);
    expect(selectList(statement)).toEqual(['id', 'name', 'created_at']);
    expect((await outputColumns(statement)).sort()).toEqual(['r.created_at', 'r.id', 'r.name']);
    expect(answer.body.data.contactMessages.items).toHaveLength(3);
    expect(answer.body.data.contactMessages.items[0]).toEqual({
      __typename: 'ContactMessage',
      id: expect.any(Number),
      name: 'Sender 2',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    // A search is planned for its words each time: unnamed, and as lean.
    const [searched] = await statementsOf(() =>
      t.gql('{ contactMessages(search: "sender") { items { email } } }', {}, t.adminToken()),
    );
    expect(searched.name).toBeUndefined();
    expect(selectList(searched)).toEqual(['email']);
  });

  it.each([
    ['reservations', 'Reservation', RESERVATION_FIELDS],
    ['registrationRequests', 'RegistrationRequest', REGISTRATION_FIELDS],
  ])(
    'asks for the columns %s selects (as bench:api does) in one named statement',
    async (list, type, fields) => {
      await seed();
      const [statement, ...others] = await statementsOf(() =>
        t.gql(`{ ${list}(page: 1) { items { ${fields} } total } }`, {}, t.adminToken()).expect(200),
      );
      expect(others).toEqual([]);
      expect(statement.name).toMatch(/^list_\d+$/);
      const { columns } = t.ds.getMetadata(type);
      const column = (f: string) => columns.find((c) => c.propertyName === f)!.databaseName;
      const expected = fields.split(' ').map(column);
      expect(selectList(statement)).toEqual(expected);
      // PostgreSQL may carry the list's order column (created_at) to sort by it.
      const sorted = new Set(['r.created_at', ...expected.map((c) => `r.${c}`)]);
      const output = await outputColumns(statement);
      expect(output.filter((c) => !sorted.has(c))).toEqual([]);
      expect(output).toEqual(expect.arrayContaining(expected.map((c) => `r.${c}`)));
    },
  );

  it("reads staff's news page lean: the columns its fields and image URLs need, the answer unchanged", async () => {
    const png = await pngImage();
    for (const draft of [false, true, false])
      await t.services.news.create(
        { title: `Item ${String(draft)}`, description: 'Text', date: '2026-01-02', draft },
        { buffer: png, originalName: 'a.png' },
        ADMIN_ACTOR,
      );
    const fields = 'id title date imageUrl imageWebpUrl imageSmallUrl imageSrcSet';
    let answer!: { body: { data: { news: { items: Record<string, unknown>[] } } } };
    const [statement, ...others] = await statementsOf(async () => {
      answer = await t.gql(`{ news(page: 1) { items { ${fields} } total } }`, {}, t.adminToken());
    });
    expect(others).toEqual([]);
    expect(statement.name).toMatch(/^list_\d+$/);
    // Not the texts (description, its Bangla), nor the times nobody asked for.
    expect(selectList(statement)).toEqual([
      'id',
      'title',
      'date',
      'image',
      'draft',
      'publish_at',
      'image_webp',
      'image_width',
    ]);
    // The same answer as the entities' (a draft's URLs carry its preview key), on every page.
    const names = fields.split(' ');
    const pick = (items: object[]) =>
      items.map((i) =>
        Object.fromEntries(names.map((f) => [f, (i as Record<string, unknown>)[f]])),
      );
    const entities = await t.services.news.listFor({}, true);
    const items = answer.body.data.news.items;
    expect(items).toEqual(JSON.parse(JSON.stringify(pick(entities.items))));
    expect(items.filter((i) => String(i.imageUrl).includes('?preview='))).toHaveLength(1);
    for (const args of [{ page: 2, pageSize: 2 }, { search: 'item' }, { page: 9 }, {}]) {
      const lean = await t.services.news.listFor(args, true, names);
      const full = await t.services.news.listFor(args, true);
      expect({ ...lean, items: pick(lean.items) }).toEqual({ ...full, items: pick(full.items) });
    }
  });

  it('reads a relation or a resolved field through the entities', async () => {
    const [reservations] = await statementsOf(() =>
      t.services.reservations.list({}, {}, ['id', 'bookingDocument']),
    );
    expect(reservations).toBeUndefined();
    expect(
      leanColumns(t.ds.getMetadata('Reservation'), reservationRecord.fields, ['kind']),
    ).toEqual([expect.objectContaining({ databaseName: 'kind' })]);
    expect(leanColumns(t.ds.getMetadata('ContactMessage'), messageRecord.fields, ['replies'])).toBe(
      undefined,
    );
  });

  it('answers every page, search and filter as the entities do', async () => {
    await seed();
    const [first] = (await t.services.messages.list({})).items;
    await t.services.messages.setStatus(first.id, 'IN_PROGRESS', null, ADMIN_ACTOR);
    const lists = [
      { service: t.services.messages, record: messageRecord.fields },
      { service: t.services.reservations, record: reservationRecord.fields },
      { service: t.services.registrations, record: registrationRecord.fields },
    ] as const;
    const argsTried = [
      {},
      { page: 2, pageSize: 2 },
      { page: 9 },
      { search: 'nusrat' },
      { search: 'jamal' },
      { search: first.reference },
      { status: 'IN_PROGRESS' },
      { status: 'NEW', pageSize: 1 },
    ];
    for (const { service, record } of lists) {
      const columns = Object.keys(record).filter((f) => f !== 'bookingDocument');
      const list = (args: object, fields?: string[]) =>
        (service as unknown as { list: LeanList }).list(args, {}, fields);
      for (const args of argsTried) {
        const entities = await list(args);
        const lean = await list(args, columns);
        expect(lean).toEqual({
          ...entities,
          items: entities.items.map((e) => Object.fromEntries(columns.map((c) => [c, e[c]]))),
        });
        expect(lean.items.every((i) => Object.getPrototypeOf(i) === Object.prototype)).toBe(true);
      }
    }
  });
});

type Page = { items: Record<string, unknown>[] };
type LeanList = (a: object, w: object, f?: string[]) => Promise<Page>;
