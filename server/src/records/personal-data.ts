import {
  columnName,
  type FieldDeclaration,
  type PersonalData,
  type RecordDeclaration,
} from './declaration';

/** A record holding personal data, with its duties (declaration.ts, `privacy`). */
export type PersonalRecord = RecordDeclaration & { privacy: PersonalData };

const hasPersonalField = (record: RecordDeclaration) =>
  Object.values<FieldDeclaration | undefined>(record.fields).some((f) => f?.personal);

/**
 * The records whose rows are someone's personal data, in the features' order: what a data
 * request exports and erases and what retention keeps. A record with a `personal` field must
 * say how (its `privacy`), else nobody's export or erase would reach it: refused here, at start.
 */
export function personalRecords(records: RecordDeclaration[]): PersonalRecord[] {
  for (const record of records) {
    if (hasPersonalField(record) && !record.privacy)
      throw new Error(
        `${record.type} has personal fields but no privacy: declare how its rows are exported, erased and kept`,
      );
  }
  return records.filter((r): r is PersonalRecord => !!r.privacy);
}

/** The column holding the address whose rows are a person's: the record's personal e-mail. */
export function emailColumn(record: RecordDeclaration): string {
  const found = Object.entries<FieldDeclaration | undefined>(record.fields).find(
    ([, f]) => f?.type === 'email' && f.personal,
  );
  if (!found) throw new Error(`${record.type} has privacy but no personal e-mail field`);
  return columnName(found[0]);
}
