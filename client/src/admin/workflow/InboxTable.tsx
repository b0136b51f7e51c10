import type { ReactNode } from 'react';
import {
  PaginatedTable,
  type PaginatedTableProps,
  type RowCard,
} from '../../components/PaginatedTable';
import { MineFilter, useMine } from '../cases/MineFilter';
import { OwnerPanel } from '../cases/OwnerPanel';
import { AssignToMe, REQUEST_KINDS } from '../cases/OwnerParts';
import { useUndoDelete } from '../trash/useUndoDelete';
import { useDeleteRow, type ListVariables, type useServerList } from '../useServerList';
import { BulkActions, useBulkMutations } from './BulkActions';
import { ExportButton } from './ExportButton';
import { inboxLate, inboxStatus, type Inbox } from './inbox';
import { RowDetails } from './RowDetails';
import { staffColumns, type StaffCells, type StaffRow, type StaffTable } from './staffColumns';
import { StatusAction } from './StatusAction';
import { StatusBadge } from './StatusBadge';
import { LATE, StatusFilter } from './StatusFilter';
import { SaveViewButton } from '../views/SaveViewButton';
import { useSetStatus } from './useSetStatus';

/** What differs between the inbox's three tables; everything else is set up here once. */
export interface InboxTableProps<Table extends StaffTable, Row extends StaffRow> {
  /** The table's name and the page's noun: ['message', 'messages']. */
  caption: string;
  noun: [one: string, many: string];
  /** Who or what a row is: "the message from Nusrat Jahan". */
  subject: (row: Row) => string;
  /**
   * The declared columns (client/src/gql/records/), in order; each renders its cell and its
   * line of the details: by its field's type, or as `cells` draws it.
   */
  table: Table;
  cells?: StaffCells<Table, Row>;
  /** The row as a card on a phone; its status badge is added here. */
  card: (row: Row) => Omit<RowCard, 'status'>;
  list: ReturnType<typeof useServerList<Row, ListVariables>>;
  /** Its workflow and mutations: the status filter, badges, actions and deletes. */
  inbox: Inbox;
  exportFile: 'contactus' | 'reservation' | 'registrations';
  /** Filters besides the search and status: in the toolbar and the export. */
  filters?: { toolbar: ReactNode; values: Record<string, string | null> };
  searchPlaceholder: string;
  deleteText: (row: Row) => string;
  /** Opens a row somewhere else (a page of its own); else its details open here. */
  open?: (row: Row) => void;
  /** What the details show under the fields (a registration's documents). */
  detailsExtra?: (row: Row) => ReactNode;
}

/**
 * The inbox's one table set-up (messages, reservations, registrations): read
 * at a glance (every column on screen, rows of at most two lines, cards on phones), a row opens
 * its details, Status and Delete as named icons, bulk actions, filters and the CSV export.
 */
export function InboxTable<Table extends StaffTable, Row extends StaffRow>({
  caption,
  noun: [one, many],
  subject,
  table: declared,
  cells = {},
  card,
  list: { table, state },
  inbox,
  exportFile,
  filters,
  searchPlaceholder,
  deleteText,
  open,
  detailsExtra,
}: InboxTableProps<Table, Row>) {
  const { workflow } = inbox;
  const kind = REQUEST_KINDS[inbox.typename];
  const { mine } = useMine(state);
  const columns = staffColumns(declared, inbox, cells);
  const status = inboxStatus(inbox, state);
  const late = inboxLate(state);
  const bulk = useBulkMutations(inbox.setMany, inbox.deleteMany, table.refetch);
  const setStatus = useSetStatus(inbox.setStatus, table.refetch);
  const remove = useDeleteRow(inbox.delete, inbox.typename);
  const offerUndo = useUndoDelete(inbox.typename, table.refetch);
  const opened = table.rows.find((row) => row.id === state.open) ?? null;
  const narrowed = Boolean(
    status || late || mine || Object.values(filters?.values ?? {}).some(Boolean),
  );
  // What the export sends is what the list shows: the Late view and Mine too (http/csv-export).
  const exported = {
    search: table.searchValue,
    status,
    late: late ? '1' : null,
    mine: mine ? '1' : null,
    ...filters?.values,
  };
  const Capital = (text: string) => text[0].toUpperCase() + text.slice(1);

  const props: PaginatedTableProps<Row> = {
    caption,
    columns,
    ...table,
    searchPlaceholder,
    toolbar: (
      <>
        <MineFilter state={state} />
        {filters?.toolbar}
        <StatusFilter
          workflow={workflow}
          value={late ? LATE : status}
          onChange={(next) => state.setParam('status', next)}
        />
        <SaveViewButton filters={{ kind: kind, search: table.searchValue, status, late }} />
        <ExportButton file={exportFile} filters={exported} />
      </>
    ),
    rowLabel: subject,
    bulkActions: (selected, clear) => (
      <BulkActions
        workflow={workflow}
        selected={selected}
        noun={[one, many]}
        clear={clear}
        onSetStatus={bulk.setStatus}
        onDelete={bulk.remove}
        onDeleted={offerUndo}
      />
    ),
    rowActions: (row) => (
      <>
        <AssignToMe
          kind={kind}
          id={row.id}
          assigneeId={row.assigneeId}
          subject={subject(row)}
          onChanged={table.refetch}
        />
        <StatusAction
          compact
          workflow={workflow}
          status={row.status}
          subject={subject(row)}
          onChange={(next, note) => setStatus(row.id, next, note)}
        />
      </>
    ),
    card: (row) => ({
      ...card(row),
      status: <StatusBadge workflow={workflow} status={row.status} />,
    }),
    onOpen: open ?? ((row) => state.setOpen(row.id)),
    emptyText: narrowed
      ? `No ${one} matches these filters.`
      : table.searchValue
        ? `No ${one} matches “${table.searchValue}”.`
        : `No ${many} yet.`,
    onDelete: remove,
    deleteTitle: `Delete this ${one}?`,
    deleteText,
    deletedMessage: `${Capital(one)} deleted.`,
    onDeleted: (row) => offerUndo([row.id], `${Capital(one)} deleted.`),
  };
  return (
    <>
      <PaginatedTable {...props} />
      <RowDetails
        title={opened && Capital(subject(opened))}
        details={
          opened
            ? [
                ...columns.map((c): [string, ReactNode] => [c.header, c.render(opened)]),
                [
                  'Owner',
                  <OwnerPanel
                    key="owner"
                    kind={kind}
                    id={opened.id}
                    assigneeId={opened.assigneeId}
                    onChanged={table.refetch}
                  />,
                ],
              ]
            : []
        }
        onClose={() => state.setOpen(null)}
      >
        {opened && detailsExtra?.(opened)}
      </RowDetails>
    </>
  );
}
