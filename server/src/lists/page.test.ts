import { features } from '../features';
import { Client } from 'pg';
import { seedDatabase } from '../database/seed';
import { RecordService } from '../records/record.service';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let lists: [string, RecordService<{ id: number }>][];
beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true' });
  await t.reset();
  await seedDatabase(t.services, t.services.log, features);
  lists = Object.entries(t.services).filter(
    (entry): entry is [string, RecordService<{ id: number }>] => entry[1] instanceof RecordService,
  );
}, 60000);
afterAll(() => t.close());

/** How many SQL statements `run` sends: pg's client sends them all (the spy calls through). */
async function statements<R>(run: () => Promise<R>): Promise<{ result: R; sent: number }> {
  const spy = jest.spyOn(Client.prototype, 'query');
  try {
    const result = await run();
    return { result, sent: spy.mock.calls.length };
  } finally {
    spy.mockRestore();
  }
}

describe('a page read in one statement', () => {
  it('covers every table with a list, each with demo rows', () => {
    expect(lists.map(([name]) => name)).toEqual(
      expect.arrayContaining(['news', 'press', 'messages', 'reservations', 'fareRates']),
    );
  });

  it('gives each list the entities TypeORM reads for the same rows: types, nulls, relations', async () => {
    for (const [name, service] of lists) {
      const every = await service.all();
      expect({ name, rows: every.length > 0 }).toEqual({ name, rows: true });
      const { result: page, sent } = await statements(() => service.list({ pageSize: 100 }));
      // Same classes, Date and numeric values, null columns and joined rows as getMany's.
      expect({ name, items: page.items }).toStrictEqual({ name, items: every.slice(0, 100) });
      expect({ name, total: page.total, sent }).toEqual({ name, total: every.length, sent: 1 });
    }
  });

  it('reads a searched page and its exact count in one statement (after its words are counted)', async () => {
    for (const [name, service] of lists) {
      const every = await service.all();
      // The first letters of the first searched column of the newest row: at least one match
      // (the big lists match the beginnings of words).
      const { searchIn, wordIndex } = (
        service as unknown as { record: { searchIn: string[]; wordIndex?: boolean } }
      ).record;
      const [searched] = searchIn;
      const term = String((every[0] as Record<string, unknown>)[searched]).slice(0, 3);
      const matching = await service.listQuery(term).getMany();
      const { result: page, sent } = await statements(() =>
        service.list({ search: term, pageSize: 2 }),
      );
      expect({ name, items: page.items }).toStrictEqual({ name, items: matching.slice(0, 2) });
      // A list with a word index first counts the entries of the search's words (index-only,
      // up to a few thousand) to choose where the page starts (lists/search-lead.ts leadingWord).
      expect({ name, total: page.total, sent }).toEqual({
        name,
        total: matching.length,
        sent: wordIndex ? 2 : 1,
      });
    }
  });

  it('still answers the exact total on a page past the end, filtered or not', async () => {
    const total = await t.services.messages.count();
    expect(total).toBeGreaterThan(0);
    expect(await t.services.messages.list({ page: 50, pageSize: 100 })).toMatchObject({
      items: [],
      total,
    });
    const searched = await t.services.messages.list({ search: 'a', pageSize: 100 });
    expect(searched.total).toBeGreaterThan(0);
    expect(await t.services.messages.list({ search: 'a', page: 50, pageSize: 100 })).toMatchObject({
      items: [],
      total: searched.total,
    });
  });

  it('answers the REST shim’s capped list, newest first, with the kept total, in one statement', async () => {
    const every = await t.services.reservations.all();
    const { result, sent } = await statements(() => t.services.reservations.restList({}, 3));
    expect(result.items).toStrictEqual(every.slice(0, 3));
    expect({ total: result.total, sent }).toEqual({ total: every.length, sent: 1 });
  });

  it('answers each list shape in one statement: searches, filters and plain pages alternate', async () => {
    const { reservations } = t.services;
    const every = await reservations.all();
    const kind = every[0].kind;
    const name = every[0].passengerName.slice(1, 4);
    const shapes: [Record<string, unknown>, () => Promise<unknown[]>][] = [
      [{ page: 2, pageSize: 2 }, async () => every.slice(2, 4)],
      [{ search: name }, () => reservations.listQuery(name).getMany()],
      [{ kind }, () => reservations.listQuery(null, { kind }).getMany()],
      [{ kind, search: name }, () => reservations.listQuery(name, { kind }).getMany()],
      [{ page: 1, pageSize: 3 }, async () => every.slice(0, 3)],
    ];
    for (const round of [1, 2]) {
      for (const [args, expected] of shapes) {
        const want = (await expected()).slice(0, Number(args.pageSize ?? 10));
        const { result: got, sent } = await statements(() => reservations.list(args));
        expect({ round, args, items: got.items }).toStrictEqual({ round, args, items: want });
        // One statement; an empty page has no row to carry the total, which is read on its own;
        // a search first counts its words' entries.
        const statementsSent = (want.length > 0 ? 1 : 2) + (args.search ? 1 : 0);
        expect({ round, args, sent }).toEqual({ round, args, sent: statementsSent });
      }
    }
  });
});
