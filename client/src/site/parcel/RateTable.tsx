import { Table } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { PublicParcelRateCardDocument } from '../../gql/site/graphql';
import { useLocale, useT } from '../../i18n/i18n';
import { TableScroll } from '../ui/TableScroll';
import { taka, ZONE_TIMES } from './parcelPrice';
import classes from './ParcelPage.module.css';

/**
 * The rate card in force today (features/parcel-rates), as a table: each zone's price up to
 * 0.5 kg, up to 1 kg and for each kg after (and how long it takes, on the parcel page), in the
 * page's language. Read where the page renders;
 * nothing when there is no card.
 */
export function RateTable({ withTimes = false }: { withTimes?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const { data } = useQuery(PublicParcelRateCardDocument, { variables: { language: locale } });
  const card = data?.parcelRateCard;
  if (!card) return null;
  return (
    <TableScroll label={t('parcel.prices')} minWidth={420}>
      <Table verticalSpacing="sm" className={classes.table} data-testid="parcel-rate-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('parcel.zone')}</Table.Th>
            {withTimes && <Table.Th scope="col">{t('parcel.time')}</Table.Th>}
            <Table.Th scope="col">{t('parcelPrice.upToHalfKg')}</Table.Th>
            <Table.Th scope="col">{t('parcel.upTo1kg')}</Table.Th>
            <Table.Th scope="col">{t('parcel.extraKg')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {card.zones.map((z) => (
            <Table.Tr key={z.zone}>
              <Table.Th scope="row">{z.label}</Table.Th>
              {withTimes && <Table.Td>{t(ZONE_TIMES[z.zone])}</Table.Td>}
              <Table.Td>{taka(z.halfKg, locale)}</Table.Td>
              <Table.Td>{taka(z.oneKg, locale)}</Table.Td>
              <Table.Td>{taka(z.extraKg, locale)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
