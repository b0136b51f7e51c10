import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import type { Column } from '../../components/PaginatedTable';
import { formatDate } from '../../i18n/format';
import { EmailLink, PhoneLink } from '../ContactLinks';
import { formatStamp } from '../format';
import { statusColumn, type Inbox } from './inbox';
import type { ReplyClockValue } from './ReplyClock';
import { ReferenceCell } from './ReferenceCell';

/**
 * A declared record's table as `npm run schema` describes it (client/src/gql/records/, from
 * the `staff` keys of server/src/features/<feature>/<name>.record.ts): its columns in order,
 * each with its header, width and the type of its field.
 */
export interface StaffTable {
  columns: readonly { key: string; header: string; kind: string; width?: number | string }[];
}

/** The cells a page draws itself, by column: those no field type describes. */
export type StaffCells<Table extends StaffTable, Row> = Partial<
  Record<Table['columns'][number]['key'], (row: Row) => ReactNode>
>;

/** What every inbox row has: the id column shows the reference, the status column the notes. */
export interface StaffRow {
  id: number;
  reference: string;
  status: string;
  statusNote?: string | null;
  visitorNote?: string | null;
  replyClock?: ReplyClockValue | null;
  /** Who owns it (PRODUCT.md §22): shown under the status, given in the row's actions. */
  assigneeId?: number | null;
}

const nowrap = { whiteSpace: 'nowrap' } as const;

/** The cell of a field of this type: a mailto or tel: link, a date, the moment it came… */
function cellOf<Row extends StaffRow>(key: string, kind: string): (row: Row) => ReactNode {
  const value = (row: Row) => (row as unknown as Record<string, string>)[key];
  switch (kind) {
    case 'id':
      return (row) => <ReferenceCell id={row.id} reference={row.reference} />;
    case 'email':
      return (row) => <EmailLink email={value(row)} />;
    case 'phone':
      return (row) => <PhoneLink phone={value(row)} />;
    case 'date':
      return (row) => <span style={nowrap}>{formatDate(value(row))}</span>;
    case 'stamp':
      return (row) => (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre' }}>
          {formatStamp(value(row))}
        </Text>
      );
    default:
      return value;
  }
}

/** The table's columns: each declared one with its page's cell, or its type's; Status the badge. */
export function staffColumns<Table extends StaffTable, Row extends StaffRow>(
  table: Table,
  inbox: Inbox,
  cells: StaffCells<Table, Row>,
): Column<Row>[] {
  const drawn = cells as Partial<Record<string, (row: Row) => ReactNode>>;
  return table.columns.map(({ key, header, kind, width }) =>
    key === 'status'
      ? { ...statusColumn<Row>(inbox, width as number), header }
      : {
          key,
          header,
          ...(width !== undefined && { width }),
          render: drawn[key] ?? cellOf(key, kind),
        },
  );
}
