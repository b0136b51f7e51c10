/** A workflow as the server defines it: labels, colours and allowed moves. */
export interface StatusInfo {
  value: string;
  label: string;
  color: string;
  /** Where a row in this state may go next. */
  next: string[];
}

export type Workflow = StatusInfo[];

export const MESSAGE_STATUSES: Workflow = [
  { value: 'NEW', label: 'New', color: 'blue', next: ['IN_PROGRESS', 'WAITING_ON_VISITOR'] },
  {
    value: 'IN_PROGRESS',
    label: 'In progress',
    color: 'yellow',
    next: ['DONE', 'WAITING_ON_VISITOR'],
  },
  // The reply clock stands still here; back to New when the visitor answers, and it runs on.
  {
    value: 'WAITING_ON_VISITOR',
    // Short: the badge fits the Status column with the clock and the owner beside it.
    label: 'Waiting',
    color: 'grape',
    next: ['NEW', 'IN_PROGRESS', 'DONE'],
  },
  { value: 'DONE', label: 'Done', color: 'green', next: [] },
];

export const RESERVATION_STATUSES: Workflow = [
  { value: 'PENDING', label: 'Pending', color: 'blue', next: ['CONFIRMED', 'CANCELLED'] },
  { value: 'CONFIRMED', label: 'Confirmed', color: 'teal', next: ['COMPLETED', 'CANCELLED'] },
  { value: 'CANCELLED', label: 'Cancelled', color: 'gray', next: [] },
  { value: 'COMPLETED', label: 'Completed', color: 'green', next: [] },
];

export const REGISTRATION_STATUSES: Workflow = [
  { value: 'NEW', label: 'New', color: 'blue', next: ['CONTACTED'] },
  { value: 'CONTACTED', label: 'Contacted', color: 'yellow', next: ['APPROVED', 'REJECTED'] },
  { value: 'APPROVED', label: 'Approved', color: 'green', next: [] },
  { value: 'REJECTED', label: 'Rejected', color: 'red', next: [] },
  // Set by documents' expiry (partner-documents), not by staff.
  { value: 'SUSPENDED', label: 'Suspended', color: 'orange', next: [] },
];

export const statusInfo = (workflow: Workflow, value: string) =>
  workflow.find((s) => s.value === value);

/** The status in the address, if it is one of the workflow's. */
export const statusOf = <S extends string>(workflow: Workflow, value: string | null) =>
  (workflow.some((s) => s.value === value) ? value : null) as S | null;
