/**
 * Personal data is declared by its record (PRODUCT.md §20): every record with a `personal` field
 * says how its rows are exported, erased and kept, and the data export and the erase reach each
 * such record's rows — without privacy/ or erase.ts naming a table. A table that holds an e-mail
 * address is a declared record's, or is listed here with the reason.
 */
import { strFromU8, unzipSync } from 'fflate';
import { GraphQLObjectType } from 'graphql';
import { allRecords, appSchema, features } from '../features';
import { buildExport } from '../features/privacy/export';
import { createTestApp, type TestApp } from '../test/harness';
import type { RecordDeclaration } from './declaration';
import { planForEmail } from './erase';
import { emailColumn, personalRecords } from './personal-data';

/** Tables with an address that are not a visitor record's, and why. */
const NOT_RECORDS: Record<string, string> = {
  users: 'staff accounts: staff manage them in the back office',
  data_requests: 'the data requests themselves: an erase blanks the address (erase.ts)',
};

jest.setTimeout(180_000);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.reset();
  const log = { info: () => undefined, warn: () => undefined } as never;
  for (const feature of features) await feature.seed?.(t.services, log);
});
afterAll(() => t.close());

it('refuses a record with a personal field that does not say how it is exported and erased', () => {
  const coupon = {
    type: 'Coupon',
    table: 'coupons',
    restPath: 'coupons',
    staffQuery: 'AdminCoupons',
    fields: { id: { type: 'id' }, email: { type: 'email', personal: true } },
  } as RecordDeclaration;
  expect(() => personalRecords([...allRecords(), coupon])).toThrow(
    'Coupon has personal fields but no privacy',
  );
});

it('holds every table with an e-mail address to a declared record, or says why not', async () => {
  const tables: { table_name: string }[] = await t.ds.query(
    `SELECT DISTINCT table_name FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name LIKE '%email%' ORDER BY 1`,
  );
  const declared = personalRecords(allRecords()).map((r) => r.table);
  const unexplained = tables
    .map((r) => r.table_name)
    .filter((name) => !declared.includes(name) && !NOT_RECORDS[name]);
  expect(unexplained).toEqual([]);
});

it('shows staff every count an erase makes (GraphQL RetentionPreview: ErasedCounts in privacy.resolver.ts)', async () => {
  const counts = personalRecords(allRecords()).flatMap(({ privacy }) => [
    privacy.sheet,
    ...(privacy.file ? [`${privacy.file.as}s`] : []),
  ]);
  const type = (await appSchema()).getType('RetentionPreview') as GraphQLObjectType;
  expect(Object.keys(type.getFields()).sort()).toEqual(counts.sort());
});

describe.each(personalRecords(allRecords()).map((r) => [r.type, r] as const))('%s', (_, record) => {
  it('is in its person’s data export and erase', async () => {
    const [row] = await t.ds.query(
      `SELECT id, lower(${emailColumn(record)}) AS email FROM ${record.table}
        WHERE ${emailColumn(record)} IS NOT NULL ORDER BY id LIMIT 1`,
    );
    expect(row).toBeDefined();
    const records = t.services.privacy.records;

    const name = await buildExport(t.served, t.services.storage, row.email, records);
    const zip = (await t.services.storage.store.read('private', name))!;
    const files = unzipSync(new Uint8Array(Buffer.concat(await zip.toArray())));
    const sheet = record.privacy.sheet;
    const data = JSON.parse(strFromU8(files['data.json']));
    expect(data[sheet].map((r: { id: number }) => r.id)).toContain(row.id);
    const lines = strFromU8(files[`${sheet}.csv`]).trim().split('\n');
    expect(lines.length).toBeGreaterThan(1);

    const plan = await planForEmail(t.ds.manager, records, row.email);
    expect(plan.rows[sheet]).toContain(row.id);
  });
});
