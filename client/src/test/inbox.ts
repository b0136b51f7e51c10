import { screen } from '@testing-library/react';

/**
 * The inbox table on screen shows every column its declaration gives (client/src/gql/records/),
 * in order, between the page's checkbox and row number and the Action column.
 */
export function expectDeclaredColumns(table: { columns: readonly { header: string }[] }) {
  const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
  expect(headers).toEqual(['', '#', ...table.columns.map((c) => c.header), 'Action']);
}
