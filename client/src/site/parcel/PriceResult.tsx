import { useT } from '../../i18n/i18n';
import type { Locale } from '../../i18n/locales';
import { formatDate } from '../../i18n/format';
import { taka } from './parcelPrice';
import classes from './ParcelPrice.module.css';

interface Quote {
  total: number;
  parts: readonly { label: string; amount: number }[];
  returnCharge: number;
  effectiveFrom: string;
}

/** A price with its parts, each in taka, and the total (the sum of the parts). */
export function PriceResult({ quote, locale }: { quote: Quote; locale: Locale }) {
  const t = useT();
  return (
    <section className={classes.result} aria-labelledby="parcel-price-total">
      <table className={classes.parts}>
        <caption className={classes.caption}>{t('parcelPrice.parts')}</caption>
        <tbody>
          {quote.parts.map((part) => (
            <tr key={part.label} data-testid="parcel-price-part">
              <th scope="row">{part.label}</th>
              <td>{taka(part.amount, locale)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" id="parcel-price-total">
              {t('parcelPrice.total')}
            </th>
            <td data-testid="parcel-price-total">{taka(quote.total, locale)}</td>
          </tr>
        </tfoot>
      </table>
      <p className={classes.note}>
        {t('parcelPrice.returnNote', { amount: taka(quote.returnCharge, locale) })}{' '}
        {t('parcelPrice.cardFrom', { date: formatDate(quote.effectiveFrom, locale) })}
      </p>
    </section>
  );
}
