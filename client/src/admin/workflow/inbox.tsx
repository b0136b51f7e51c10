import type { TypedDocumentNode } from '@apollo/client';
import { Group } from '@mantine/core';
import type { Column } from '../../components/PaginatedTable';
import type { ListState } from '../../components/useListState';
import { useAuth } from '../../auth/useAuth';
import { OwnerMark } from '../cases/OwnerParts';
import { useServerList, type ListData, type ListVariables } from '../useServerList';
import { ReplyClock, type ReplyClockValue } from './ReplyClock';
import { StatusBadge } from './StatusBadge';
import { LATE } from './StatusFilter';
import { statusOf, type Workflow } from './statuses';

type StatusVariables = {
  id: number;
  status: never;
  note?: string | null;
  visitorNote?: string | null;
};
type ManyVariables = Omit<StatusVariables, 'id'> & { ids: number[] };

/**
 * One inbox (messages, reservations, registrations): its workflow and the mutations that move
 * and delete its rows. Everything the three tables wire alike is wired from this, once.
 */
export interface Inbox {
  workflow: Workflow;
  setStatus: TypedDocumentNode<unknown, StatusVariables>;
  setMany: TypedDocumentNode<unknown, ManyVariables>;
  delete: TypedDocumentNode<unknown, { id: number }>;
  deleteMany: TypedDocumentNode<unknown, { ids: number[] }>;
  /** The rows' GraphQL type: a deleted row leaves Apollo's cache. */
  typename: string;
}

/** The status filter's value in the list state, if it is one of the workflow's. */
export const inboxStatus = (inbox: Inbox, state: ListState) =>
  statusOf<never>(inbox.workflow, state.param('status'));

/** The "Late" view is chosen in the status filter: rows past their reply-by time, any state. */
export const inboxLate = (state: ListState) => state.param('status') === LATE;

/**
 * An inbox's list: its search private (kept out of the address: a phone, a name), narrowed to
 * the status filter and to what `filtersOf` reads from the list state (a kind).
 */
export function useInboxList<Row, Vars extends ListVariables>(
  query: TypedDocumentNode<ListData<Row>, Vars>,
  inbox: Inbox,
  filtersOf?: (state: ListState) => Record<string, unknown>,
) {
  const me = Number(useAuth().user?.sub);
  return useServerList(
    query,
    (state) =>
      ({
        ...filtersOf?.(state),
        status: inboxStatus(inbox, state),
        late: inboxLate(state) || null,
        // "Mine" (`?mine=1`, MineFilter): the requests the signed-in account owns.
        assigneeId: state.param('mine') === '1' && me ? me : null,
      }) as unknown as Omit<Vars, keyof ListVariables>,
    { privateSearch: true },
  );
}

/**
 * The Status column: the badge, with the notes for staff and for the visitor, the reply clock
 * and the owner (the declaration shows ASSIGNEE `in: 'status'`).
 */
export function statusColumn<
  Row extends {
    status: string;
    statusNote?: string | null;
    visitorNote?: string | null;
    replyClock?: ReplyClockValue | null;
    assigneeId?: number | null;
  },
>(inbox: Inbox, width: number): Column<Row> {
  return {
    key: 'status',
    header: 'Status',
    width,
    render: (row) => (
      <StatusBadge
        workflow={inbox.workflow}
        status={row.status}
        note={row.statusNote}
        visitorNote={row.visitorNote}
        clock={
          <Group gap={4} wrap="nowrap">
            <ReplyClock clock={row.replyClock} />
            <OwnerMark assigneeId={row.assigneeId} />
          </Group>
        }
      />
    ),
  };
}
