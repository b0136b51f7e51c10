import { Grid, Paper, Text, Title } from '@mantine/core';
import { ignoreFailure } from '../../api/ignoreFailure';
import { PaginatedTable, type Column } from '../../components/PaginatedTable';
import type { AdminFareRatesQuery as AdminFareRatesData } from '../../gql/graphql';
import { formatTaka } from '../../i18n/format';
import { AdminPage } from '../AdminPage';
import { useDeleteRow, useServerList } from '../useServerList';
import { FareRateForm } from './FareRateForm';
import { AdminFareRatesQuery, DeleteFareRateMutation } from './fareDocuments';

type FareRow = AdminFareRatesData['list']['items'][number];

const columns: Column<FareRow>[] = [
  { key: 'id', header: 'Id', width: 56, render: (row) => row.id },
  { key: 'from', header: 'From', minWidth: 120, render: (row) => row.from },
  { key: 'to', header: 'To', minWidth: 120, render: (row) => row.to },
  {
    key: 'fare',
    header: 'Fare',
    render: (row) => (
      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {formatTaka(row.fareRate)}
      </Text>
    ),
  },
];

/** /dashbord/fare-rates: the fare table of the booking page, and a form to add to it. */
export function FareRatesPage() {
  const { table } = useServerList(AdminFareRatesQuery);
  const remove = useDeleteRow(DeleteFareRateMutation, 'FareRate');

  return (
    <AdminPage
      title="Fare rates"
      description="One-way fares in taka that visitors see when they book."
    >
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Title order={2} fz="lg" mb="md">
              Add a fare rate
            </Title>
            <FareRateForm onAdded={() => ignoreFailure(table.refetch())} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <PaginatedTable
            caption="Fare rates"
            columns={columns}
            {...table}
            searchPlaceholder="From or to"
            emptyText={
              table.searchValue
                ? `No fare rate matches “${table.searchValue}”.`
                : 'No fare rates yet. Add the first one.'
            }
            minWidth={520}
            onDelete={remove}
            deleteTitle="Delete this fare rate?"
            deleteText={(row) =>
              `Visitors will no longer see a fare from ${row.from} to ${row.to}.`
            }
            deletedMessage="Fare rate deleted."
          />
        </Grid.Col>
      </Grid>
    </AdminPage>
  );
}
