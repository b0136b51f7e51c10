import type { Config } from '../config';
import type { CsvColumn } from '../lists/csv';
import { declareLabels } from '../i18n/labels';

/**
 * A record type declared once (docs/architecture.md, "Each record declared once"): for each
 * column of its entity, what TypeORM and type-graphql do not already say — its labels in both
 * languages, its rules, its REST name and CSV header, whether the public form sends it, whether
 * it is personal data — and, where it does not reach one of the places every column reaches,
 * why. The REST fields, the CSV columns, the no-JS form's fields and labels, the Bangla labels of
 * the messages and the data export's columns are read from it (the functions below); the
 * conservation test (records/declaration.test.ts) holds every declared record to it.
 */

/** Where every column of a record goes, unless its declaration says why not. */
export type Place = 'graphql' | 'rest' | 'csv' | 'export' | 'staff';

/**
 * What a field holds, as the visitor writes it: `text` is stored as typed (and refused when it
 * holds a character no column stores), `choice` is one of an enum's values, `count` a whole
 * number, `date` a calendar date, `stamp` a moment the server sets, `id` a number it gives,
 * `json` an object of fields (a registration's details: what its kind asks for).
 */
export type FieldType =
  'id' | 'text' | 'email' | 'phone' | 'choice' | 'count' | 'date' | 'stamp' | 'json';

export interface FieldDeclaration {
  type: FieldType;
  /** How the messages and forms name it: English as the server's messages say it, Bangla. */
  label?: { en: string; bn: string };
  /** Text: required, and at most this many characters (the column's length: the test checks). */
  required?: boolean;
  max?: number;
  /** What GraphQL's input says of it. */
  description?: string;
  /** The public form sends it (with and without JavaScript); the service stores it as sent. */
  form?: boolean;
  /**
   * The staff search box looks in it: its place in the search's text (the word index and the
   * trigram index are built over the fields in this order, in a migration).
   */
  search?: number;
  /** Staff narrow the list to one of its values (list arguments of the same name). */
  filter?: boolean;
  /** The old API's name for it, when not ours (REST answers and bodies, and the CSV header). */
  rest?: string;
  /** The CSV's header, when not the REST name; or a joined property (`document.fileName`). */
  csv?: string | CsvColumn;
  /** Someone's personal data: in their data export, erased with them. */
  personal?: boolean;
  /**
   * A secret that is not personal data (a token, a key's hash): the activity log's "what
   * changed" only says that it changed (records/changes.ts), as for personal data.
   */
  secret?: boolean;
  /** The places it does not reach, each with the reason. */
  not?: Partial<Record<Place, string>>;
  /**
   * The back office's table (records/staff-table.ts): a field that reaches it has a column headed
   * by its English label, unless this says otherwise, or (`in`) where the table shows it.
   */
  staff?: StaffColumn | { in: string };
}

/**
 * A column of the back office's table (its header in English: staff read English), in the
 * declaration's order unless `after` names the field it follows; its cell follows from the
 * field's type (an e-mail a mailto link, a date formatted…) unless the page draws it. `select`:
 * what the query reads for it when not the field itself (a relation: `bookingDocument { id }`).
 * A field without a column of its own says `in` which field's column shows it (`'id'`), or
 * `'card'` when only the row's card and its page do.
 */
export interface StaffColumn {
  /** When not the field's English label. */
  header?: string;
  /** Pixels, or a share of the table (`'18%'`). */
  width?: number | string;
  after?: string;
  select?: string;
}

/** The entity's own columns: its properties but its relations (an object other than a Date). */
export type ColumnsOf<T> = {
  [K in keyof T & string]: Exclude<T[K], null | undefined> extends string | number | boolean | Date
    ? K
    : never;
}[keyof T & string];

export interface RecordDeclaration<T = unknown> {
  /** The GraphQL object type (and the entity's class name). */
  type: string;
  /** Its table. */
  table: string;
  /**
   * Every column of the entity, in the order the REST answer, the CSV and the export give them;
   * a column holding an object (jsonb) is declared too, which the compiler cannot ask for (it
   * looks like a relation): the conservation test does.
   */
  fields: { [K in ColumnsOf<T>]: FieldDeclaration } & {
    [K in Exclude<keyof T & string, ColumnsOf<T>>]?: FieldDeclaration;
  };
  /** The REST shim's path (`/api/<restPath>`) and its CSV export's (`/api/export/<restPath>.csv`). */
  restPath: string;
  /**
   * Where the REST shim answers rows when it has no list at `/api/<restPath>`: a look-up under
   * `/api/<path>` by one field (`?<by>=`), as the old API's registrations by phone.
   */
  restLookup?: { path: string; by: string };
  /** The back office's query of its table (a GraphQL operation in client/src/admin). */
  staffQuery: string;
  /** Rules the public form in the browser shares (limits, horizons): client/src/gql/records/. */
  rules?: Record<string, unknown>;
  /** Its rows are someone's personal data: how they are exported, erased and kept (required
   * when a field is `personal`: records/personal-data.ts). */
  privacy?: PersonalData;
}

/** A retention period's setting (config.ts): how many days a row is kept. */
export type RetentionSetting = keyof Config & `RETENTION_${string}_DAYS`;

/** How long rows are kept: `expired` says, in SQL over the record's row `t`, that one is past
 * its setting's days (`$1` now, `$2` the days). */
export interface Retention {
  setting: RetentionSetting;
  expired: string;
}

/**
 * A record's duties to the people in its rows (PRODUCT.md §15, §20), read by records/erase.ts
 * and features/privacy/ (the export, the erase, retention), which name no table. A person's rows
 * are the ones whose `email` field (type `email`, `personal`) holds their address, in any case.
 */
export interface PersonalData {
  /** Its part of the data export (`<sheet>.csv`, data.json's key) and of an erase's counts. */
  sheet: string;
  /** How staff's erase summary counts its rows ("3 bookings"). */
  noun: string;
  /** How the queue's mail jobs name one of its rows (`kind` of `{ kind, id }`: jobs/jobs.ts). */
  kind: string;
  /** The values of a row the queue's jobs may quote (SQL over its columns): erased from them. */
  quoted: string[];
  retention: Retention;
  /** Rows staff confirm before erasing (a journey still ahead): SQL over `t`, `$1` today. */
  ahead?: string;
  /**
   * Rows of another table answering its rows (a message's replies): their own sheet right
   * after its sheet, inside each of its rows in data.json (without their id), erased with it
   * (the foreign key), and their queued mails (`job`: the queue, the job data's key) forgotten.
   */
  answers?: {
    sheet: string;
    table: string;
    /** Their column naming the row they answer. */
    key: string;
    columns: string[];
    job: { queue: string; key: string };
    /**
     * Their column naming a private file each carries (a partner's document): in the export's
     * zip (`<sheet>/`), deleted with them.
     */
    file?: string;
  };
  /**
   * A stored file a row may carry (a booking's document), in a table of uploads (`file_name`,
   * `mime_type`, `stored_name`): its row's column `key` names it; `as` names its columns in the
   * export (`<as>_name`, `<as>_type`, `<as>_file`), its folder in the zip (`<as>s/`) and its
   * count in an erase (`<as>s`). Erased with the row, and after its own retention.
   */
  file?: { table: string; key: string; as: string; retention: Retention };
}

/**
 * A record's declaration, checked by the compiler against its entity (every column declared);
 * declaring it gives the messages its fields' Bangla labels.
 */
export function declareRecord<T>(declaration: RecordDeclaration<T>): RecordDeclaration<T> {
  declareLabels(
    Object.values<FieldDeclaration>(declaration.fields).flatMap((f) =>
      f.label ? [[f.label.en, f.label.bn] as const] : [],
    ),
  );
  return declaration;
}

type Fields<T> = [ColumnsOf<T>, FieldDeclaration][];
const fieldsOf = <T>(record: RecordDeclaration<T>) => Object.entries(record.fields) as Fields<T>;
const reaches = (place: Place) => (f: FieldDeclaration) => !f.not?.[place];

/** The REST answer's fields, in order, and the old API's names for some (http/rest-names.ts). */
export function restFields<T>(record: RecordDeclaration<T>) {
  const fields = fieldsOf(record).filter(([, f]) => reaches('rest')(f));
  return {
    fields: fields.map(([name]) => name),
    names: Object.fromEntries(
      fields.flatMap(([name, f]) => (f.rest ? [[name, f.rest]] : [])),
    ) as Partial<Record<ColumnsOf<T>, string>>,
  };
}

/** The CSV export's columns: the REST name as header unless the declaration gives its own. */
export function csvColumns<T>(record: RecordDeclaration<T>): CsvColumn[] {
  return fieldsOf(record)
    .filter(([, f]) => reaches('csv')(f))
    .map(([name, f]) =>
      typeof f.csv === 'object'
        ? f.csv
        : { header: f.csv ?? f.rest ?? name, property: name as string },
    );
}

/** The database's name of a column: ours in snake case (the test checks TypeORM agrees). */
export const columnName = (property: string) =>
  property.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The data export's columns of the record's table, as `alias.column`, joined with ", ". */
export function exportColumns<T>(record: RecordDeclaration<T>, alias: string): string {
  return fieldsOf(record)
    .filter(([, f]) => reaches('export')(f))
    .map(([name]) => `${alias}.${columnName(name)}`)
    .join(', ');
}

/** The fields the public form sends, in the declaration's order. */
export function formFields<T>(record: RecordDeclaration<T>): ColumnsOf<T>[] {
  return fieldsOf(record)
    .filter(([, f]) => f.form)
    .map(([name]) => name);
}

/** Those stored as typed (not a choice or a count), by how the messages name them. */
export function formLabels<T>(record: RecordDeclaration<T>): Partial<Record<ColumnsOf<T>, string>> {
  return Object.fromEntries(
    fieldsOf(record)
      .filter(([, f]) => f.form && f.label && ['text', 'email', 'phone', 'date'].includes(f.type))
      .map(([name, f]) => [name, f.label!.en]),
  ) as Partial<Record<ColumnsOf<T>, string>>;
}

/** The form's fields of what a service validated: what it stores as sent. */
export function formValues<T>(record: RecordDeclaration<T>, input: object): Partial<T> {
  const sent = input as Record<string, unknown>;
  return Object.fromEntries(formFields(record).map((name) => [name, sent[name]])) as Partial<T>;
}

/** The search box's fields, in the order of the search's text. */
export function searchFields<T>(record: RecordDeclaration<T>): ColumnsOf<T>[] {
  return fieldsOf(record)
    .filter(([, f]) => f.search)
    .sort(([, a], [, b]) => a.search! - b.search!)
    .map(([name]) => name);
}

/** The fields staff filter the list by. */
export function filterFields<T>(record: RecordDeclaration<T>): ColumnsOf<T>[] {
  return fieldsOf(record)
    .filter(([, f]) => f.filter)
    .map(([name]) => name);
}

/** A record's generated file in client/src/gql/records/: `RegistrationRequest` → `registration-request.ts`. */
export const recordFileName = (record: RecordDeclaration): string =>
  record.type.replace(/(?<=[a-z])(?=[A-Z])/g, '-').toLowerCase();

/**
 * What the public forms in the browser share with the server, as a TypeScript module
 * (client/src/gql/records/, written by `npm run schema`): each record's rules and its form's
 * fields with their labels and limits.
 */
export function clientModule(records: RecordDeclaration[]): string {
  const out = [
    '// Written by `npm run schema` from the record declarations (server/src/features/*/*.record.ts):',
    '// never edited by hand. What the public forms check in the browser, as the server does.',
  ];
  for (const record of records) {
    const fields = Object.fromEntries(
      fieldsOf(record)
        .filter(([, f]) => f.form)
        .map(([name, f]) => [
          name,
          {
            type: f.type,
            required: f.required ?? false,
            max: f.max ?? null,
            label: f.label ?? null,
          },
        ]),
    );
    const name = `${record.type[0].toLowerCase()}${record.type.slice(1)}Record`;
    const body = JSON.stringify({ rules: record.rules ?? {}, fields }, null, 2);
    out.push('', `export const ${name} = ${body} as const;`);
  }
  return `${out.join('\n')}\n`;
}
