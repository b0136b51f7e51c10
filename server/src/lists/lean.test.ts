/**
 * The lean read of a list (lists/lean.ts): PostgreSQL is asked for the columns the GraphQL query
 * selects and no other, page 1 through a named prepared statement, and every page answers what
 * the entities answered.
 */
import { Client, type QueryConfig } from 'pg';
import { appPerFile, ADMIN_ACTOR } from '../test/harness';
import { MESSAGE, REGISTRATION, reservationToday } from '../test/inbox-fixtures';
import { messageRecord } from '../features/messages/message.record';
import { reservationRecord } from '../features/reservations/reservation.record';
import { registrationRecord } from '../features/registrations/registration.record';
import { leanColumns } from './lean';

const t = appPerFile();

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
