import { Grid, Paper, Text, Title } from '@mantine/core';
import { ignoreFailure } from '../../api/ignoreFailure';
import { PaginatedTable, type Column } from '../../components/PaginatedTable';
import type { AdminParcelRateCardsQuery as CardsData } from '../../gql/graphql';
import { AdminPage } from '../AdminPage';
import { useDeleteRow, useServerList } from '../useServerList';
import { dhakaToday, ParcelRateCardForm } from './ParcelRateCardForm';
import { AdminParcelRateCardsQuery, DeleteParcelRateCardMutation } from './parcelRateDocuments';

type CardRow = CardsData['list']['items'][number];

const columns: Column<CardRow>[] = [
  { key: 'from', header: 'In force from', width: 120, render: (row) => row.effectiveFrom },
  {
    key: 'zones',
    header: 'Zones: ≤ 0.5 kg / ≤ 1 kg / + each kg (৳)',
    minWidth: 260,
    render: (row) =>
      row.zones.map((z) => (
        <Text key={z.zone} size="sm">
          {z.label}: {z.halfKg} / {z.oneKg} / +{z.extraKg}
        </Text>
      )),
  },
  { key: 'cod', header: 'COD', width: 72, render: (row) => `${row.codBasisPoints / 100} %` },
  { key: 'return', header: 'Return (৳)', width: 90, render: (row) => row.returnCharge },
];

/**
 * /dashbord/parcel-rates: the parcel rate cards, latest date first (the one in force is the
 * latest whose date has come), and a form for a new card, started from the latest one.
 */
export function ParcelRatesPage() {
  const { table } = useServerList(AdminParcelRateCardsQuery);
  const remove = useDeleteRow(DeleteParcelRateCardMutation, 'ParcelRateCard');
  const latest = table.rows[0];
  return (
    <AdminPage
      title="Parcel rates"
      description="What visitors pay to send a parcel, on /parcel/price and the parcel page. A new card takes effect on its date (Dhaka time)."
    >
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Title order={2} fz="lg" mb="md">
              New rate card
            </Title>
            {latest && (
              <ParcelRateCardForm
                key={latest.id}
                from={latest}
                onSaved={() => ignoreFailure(table.refetch())}
              />
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <PaginatedTable
            caption="Parcel rate cards"
            columns={columns}
            {...table}
            onSearch={undefined}
            emptyText="No rate card yet."
            minWidth={520}
            onDelete={remove}
            deleteTitle="Delete this rate card?"
            deleteText={(row) =>
              row.effectiveFrom <= dhakaToday()
                ? 'A card already in force is history: the server will refuse.'
                : `The card from ${row.effectiveFrom} will not take effect.`
            }
            deletedMessage="Rate card deleted."
          />
        </Grid.Col>
      </Grid>
    </AdminPage>
  );
}
