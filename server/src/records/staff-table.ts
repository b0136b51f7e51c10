import { parse, print } from 'graphql';
import type { FieldDeclaration, RecordDeclaration, StaffColumn } from './declaration';

/**
 * The back office's table of a declared record, as `npm run schema` hands it to the client: the
 * GraphQL fragment its query spreads (client/src/admin/staff.graphql: every field that reaches
 * `staff`) and its columns (client/src/gql/records/), so that a new field reaching `staff`
 * needs no edit in client/src/admin. The page draws only the cells no type describes.
 */

/** A column as the client draws it: `kind` is the field's type, which picks its cell. */
interface StaffColumnDescription {
  key: string;
  header: string;
  kind: FieldDeclaration['type'];
  width?: number | string;
}

const fieldsOf = (record: RecordDeclaration) =>
  Object.entries(record.fields) as [string, FieldDeclaration][];
const reachesStaff = ([, f]: [string, FieldDeclaration]) => !f.not?.staff;
/** Its column, if it has one: headed by its English label unless the declaration says. */
function columnOf(f: FieldDeclaration): (StaffColumn & { header: string }) | undefined {
  if (f.staff && 'in' in f.staff) return undefined;
  const header = f.staff?.header ?? f.label?.en;
  return header ? { ...f.staff, header } : undefined;
}

/** `ReservationStaffFields`: the fragment of a record's table (its GraphQL type's name). */
const staffFragmentName = (record: RecordDeclaration) => `${record.type}StaffFields`;

/** The table's columns: in the declaration's order, a column with `after` behind that field's. */
function staffColumns(record: RecordDeclaration): StaffColumnDescription[] {
  const columns: (StaffColumnDescription & { after?: string })[] = [];
  for (const [key, f] of fieldsOf(record).filter(reachesStaff)) {
    const column = columnOf(f);
    if (!column) continue;
    const { header, width, after } = column;
    columns.push({ key, header, kind: f.type, ...(width ? { width } : {}), after });
  }
  for (const moved of columns.filter((c) => c.after)) {
    columns.splice(columns.indexOf(moved), 1);
    const behind = columns.findIndex((c) => c.key === moved.after);
    if (behind < 0) throw new Error(`${record.type}.${moved.key}: no column ${moved.after}`);
    columns.splice(behind + 1, 0, moved);
  }
  return columns.map(({ after: _, ...c }) => c);
}

/** The fragment every field reaching `staff` is read by, as GraphQL text. */
function staffFragment(record: RecordDeclaration): string {
  const lines = fieldsOf(record)
    .filter(reachesStaff)
    .map(([name, f]) => `  ${columnOf(f)?.select ?? name}`);
  return `${print(parse(`fragment ${staffFragmentName(record)} on ${record.type} {\n${lines.join('\n')}\n}`))}\n`;
}

/** client/src/admin/staff.graphql: the fragments of every declared record's table. */
export function staffDocument(records: RecordDeclaration[]): string {
  const head =
    '# Written by `npm run schema` from the record declarations (server/src/features/*/*.record.ts):\n' +
    '# never edited by hand. The fields of the back office’s tables; their queries spread these.\n';
  return [head, ...records.map(staffFragment)].join('\n');
}

/** The part of client/src/gql/records/ that describes the tables: `reservationStaff`… */
export function staffModule(records: RecordDeclaration[]): string {
  return records
    .map((record) => {
      const name = `${record.type[0].toLowerCase()}${record.type.slice(1)}Staff`;
      const body = JSON.stringify(
        { fragment: staffFragmentName(record), columns: staffColumns(record) },
        null,
        2,
      );
      return `\nexport const ${name} = ${body} as const;\n`;
    })
    .join('');
}
