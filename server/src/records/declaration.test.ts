/**
 * The conservation test of PRODUCT.md §20: for every declared record, every column of its entity
 * is declared, and every declared field reaches GraphQL, the REST answer, the CSV export, the
 * privacy export and the back office's table — or its declaration says why not, and then it
 * truly does not. Each place is read as a client sees it (the schema, the API's answers, the
 * back office's query), not from the lists the declaration derives.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse, type GraphQLObjectType, type SelectionSetNode } from 'graphql';
import request from 'supertest';
import { ROOT_DIR } from '../config';
import { exportQueries } from '../features/privacy/export';
import { allRecords, appSchema, features } from '../features';
import type { Logger } from '../logger';
import { createTestApp, type TestApp } from '../test/harness';
import {
  columnName,
  csvColumns,
  type FieldDeclaration,
  type Place,
  type RecordDeclaration,
} from './declaration';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.reset();
  const quiet = { info: () => undefined } as unknown as Logger;
  for (const feature of features.filter((f) => f.records?.length)) {
    await feature.seed?.(t.services, quiet);
  }
});
afterAll(() => t.close());

const auth = () => ({ authorization: `Bearer ${t.adminToken()}` });
const records = allRecords();
const fieldsOf = (r: RecordDeclaration) => Object.entries(r.fields) as [string, FieldDeclaration][];

/** The fields the place should hold, by name, and those the declaration says it does not. */
function expected(record: RecordDeclaration, place: Place, name: (f: string) => string) {
  const fields = fieldsOf(record);
  return {
    reach: fields.filter(([, f]) => !f.not?.[place]).map(([n]) => name(n)),
    not: fields.filter(([, f]) => f.not?.[place]).map(([n]) => name(n)),
  };
}

/** Holds a place to the declaration: what reaches it is there, what says why not is not. */
function conserved(
  record: RecordDeclaration,
  place: Place,
  found: string[],
  name = (f: string) => f,
) {
  const { reach, not } = expected(record, place, name);
  expect({ place, missing: reach.filter((n) => !found.includes(n)) }).toEqual({
    place,
    missing: [],
  });
  expect({ place, present: not.filter((n) => found.includes(n)) }).toEqual({ place, present: [] });
}

/**
 * The names a client document's `items { … }` selects, in the back office's query `name`; a
 * fragment spread there (`...ReservationStaffFields`) is read from the fragment of that name in
 * the same file or in client/src/admin/staff.graphql (what `npm run schema` writes).
 */
function staffSelection(name: string): string[] {
  const dir = path.join(ROOT_DIR, 'client', 'src', 'admin');
  const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' });
  for (const file of files.filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    const match = new RegExp(`graphql\\(\`(\\s*query ${name}\\b[^\`]*)\``).exec(text);
    if (!match) continue;
    const fragments = new Map<string, SelectionSetNode>();
    const generated = fs.readFileSync(path.join(dir, 'staff.graphql'), 'utf8');
    const bodies = [...text.matchAll(/graphql\(`(\s*fragment [^`]*)`/g)].map(([, b]) => b);
    for (const body of [generated, ...bodies])
      for (const def of parse(body).definitions)
        if (def.kind === 'FragmentDefinition') fragments.set(def.name.value, def.selectionSet);
    const items: string[] = [];
    const walk = (set: SelectionSetNode | undefined, inItems: boolean) => {
      for (const s of set?.selections ?? []) {
        if (s.kind === 'FragmentSpread') {
          const spread = fragments.get(s.name.value);
          if (!spread) throw new Error(`No fragment ${s.name.value} beside query ${name}`);
          walk(spread, inItems);
        }
        if (s.kind !== 'Field') continue;
        if (inItems) items.push(s.name.value);
        else walk(s.selectionSet, s.name.value === 'items');
      }
    };
    const doc = parse(match[1]);
    for (const def of doc.definitions)
      if (def.kind === 'OperationDefinition') walk(def.selectionSet, false);
    return items;
  }
  throw new Error(`No query ${name} in client/src/admin`);
}

describe.each(records.map((r) => [r.type, r] as const))('the %s record', (_type, record) => {
  it('declares every column of its entity, by its database name', () => {
    const meta = t.ds.getMetadata(record.type);
    const columns = meta.columns.map((c) => c.propertyName);
    expect(Object.keys(record.fields).sort()).toEqual([...columns].sort());
    for (const column of meta.columns) {
      expect([column.propertyName, column.databaseName]).toEqual([
        column.propertyName,
        columnName(column.propertyName),
      ]);
      const max = record.fields[column.propertyName as never]?.['max'];
      // A text column has no length: its limit is the rule's only.
      if (max && column.length)
        expect([column.propertyName, Number(column.length)]).toEqual([column.propertyName, max]);
    }
  });

  it('reaches GraphQL', async () => {
    const type = (await appSchema()).getType(record.type) as GraphQLObjectType;
    conserved(record, 'graphql', Object.keys(type.getFields()));
  });

  it('reaches the REST answer, under its REST names', async () => {
    const lookup = record.restLookup;
    const [row] = lookup
      ? await t.ds.query(`SELECT ${columnName(lookup.by)} AS v FROM ${record.table} LIMIT 1`)
      : [];
    const res = await request(t.app)
      .get(`/api/${lookup?.path ?? record.restPath}`)
      .query(lookup ? { [lookup.by]: row.v } : {})
      .set(auth())
      .expect(200);
    expect(res.body.length).toBeGreaterThan(0);
    const rest = (n: string) => record.fields[n as never]['rest'] ?? n;
    conserved(record, 'rest', Object.keys(res.body[0]), rest);
  });

  it('reaches the CSV export, under its headers', async () => {
    const res = await request(t.app)
      .post(`/api/export/${record.restPath}.csv`)
      .set(auth())
      .send({});
    expect(res.status).toBe(200);
    const headers = res.text
      .replace(/^\ufeff/, '')
      .split('\n')[0]
      .split(',');
    const byField = new Map(
      fieldsOf(record)
        .filter(([, f]) => !f.not?.csv)
        .map(([n], i) => [n, csvColumns(record)[i].header]),
    );
    const header = (n: string) => byField.get(n) ?? record.fields[n as never]['rest'] ?? n;
    conserved(record, 'csv', headers, header);
  });

  it('reaches a data request’s export', async () => {
    // The export's query that reads the record's table (its key names the part of the zip).
    const query = Object.values(exportQueries(t.services.privacy.records)).find((q) =>
      new RegExp(`\\bFROM ${record.table}\\b`).test(q),
    );
    expect(query).toBeDefined();
    const [{ email }] = await t.ds.query(
      `SELECT lower(email) AS email FROM ${record.table} LIMIT 1`,
    );
    const [row] = await t.ds.query(query!, [email, 0, 1]);
    conserved(record, 'export', Object.keys(row), columnName);
  });

  it('reaches the back office’s table: its query and its columns', () => {
    // A relation is read by its own name (bookingDocumentId: `bookingDocument { … }`).
    const selected = (n: string) => {
      const staff = record.fields[n as never]['staff'] as FieldDeclaration['staff'];
      return (staff && 'select' in staff && staff.select?.split(/[\s{]/)[0]) || n;
    };
    conserved(record, 'staff', staffSelection(record.staffQuery), selected);
    // Each field that reaches the table has its column, or names the column (or the row's
    // card) that shows it; a column's cell is drawn by its type or by the page (InboxTable).
    // A column is headed by the field's English label unless its `staff` gives the header.
    const header = (f: FieldDeclaration) =>
      f.staff && 'in' in f.staff ? undefined : (f.staff?.header ?? f.label?.en);
    const columns = fieldsOf(record).filter(([, f]) => !f.not?.staff && header(f));
    const shown = fieldsOf(record)
      .filter(([, f]) => !f.not?.staff)
      .map(([n, f]) => {
        const place = f.staff && 'in' in f.staff ? f.staff.in : header(f) && n;
        const ok = place === 'card' || columns.some(([c]) => c === place);
        return { field: n, column: ok ? 'shown' : (place ?? 'none') };
      });
    expect(shown.filter((s) => s.column !== 'shown')).toEqual([]);
    // What says it does not reach the table says nothing of a column either.
    expect(fieldsOf(record).filter(([, f]) => f.not?.staff && f.staff)).toEqual([]);
  });
});
