import { screen } from '@testing-library/react';
import { AssignableStaffQuery } from '../admin/cases/caseDocuments';

/**
 * The inbox table on screen shows every column its declaration gives (client/src/gql/records/),
 * in order, between the page's checkbox and row number and the Action column.
 */
export function expectDeclaredColumns(table: { columns: readonly { header: string }[] }) {
  const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
  expect(headers).toEqual(['', '#', ...table.columns.map((c) => c.header), 'Action']);
}

/** The owners' names (each row's Owner, under its status) read the assignable staff. */
export const assignableStaffMock = {
  request: { query: AssignableStaffQuery },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      assignableStaff: [{ __typename: 'User' as const, id: 1, username: 'admin', onDuty: false }],
    },
  },
};
