import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { PublicParcelPriceDocument } from '../../gql/site/graphql';
import { useLocale, useT } from '../../i18n/i18n';
import { Island } from '../islands/Island';
import blocks from '../ui/blocks.module.css';
import { InnerPage } from '../ui/InnerPage';
import { Split } from '../ui/Split';
import { asked, priceVariables, readForm } from './parcelPrice';
import { ParcelPriceIsland } from './ParcelPriceIsland';
import { priceProblem, type PriceProblem } from './priceProblem';
import { RateTable } from './RateTable';
import classes from './ParcelPrice.module.css';

/**
 * The calculator with what the address asks (`?zone=…&weight=…&cod=…`), answered where the page
 * renders (on the server, in process), so the page arrives with the price: the form works
 * without JavaScript, and the island starts from the same answer.
 */
function Calculator() {
  const [params] = useSearchParams();
  const locale = useLocale();
  const form = readForm(params);
  const variables = asked(form) ? priceVariables(form) : null;
  const query = variables && !('problem' in variables) ? variables : null;
  const { data, error } = useQuery(PublicParcelPriceDocument, {
    variables: { ...(query ?? { zone: '', weightGrams: 0, codAmount: 0 }), language: locale },
    skip: !query,
  });
  let problem: PriceProblem | null = null;
  if (variables && 'problem' in variables) problem = { field: variables.problem };
  else if (error) problem = priceProblem(error);
  return (
    <Island
      name="ParcelPrice"
      hydrate="interaction"
      component={ParcelPriceIsland}
      props={{ form, quote: (query && data?.parcelPrice) || null, problem }}
    />
  );
}

/** /parcel/price and /bn/parcel/price: a parcel's price from the rate card, with its parts. */
export function ParcelPricePage() {
  const t = useT();
  return (
    <InnerPage
      name={t('parcelPrice.name')}
      description={t('parcelPrice.description')}
      title={t('parcelPrice.title')}
      lead={t('parcelPrice.lead')}
      section={{ label: t('menu.parcelDelivery'), to: '/parcel' }}
    >
      <Split columns="minmax(0, 1.2fr) minmax(0, 1fr)">
        <section
          className={`${blocks.formCard} ${classes.column}`}
          aria-labelledby="parcel-price-form"
        >
          <h2 id="parcel-price-form">{t('parcelPrice.ask')}</h2>
          <Calculator />
        </section>
        <aside className={`${blocks.panel} ${classes.column}`} aria-labelledby="parcel-price-card">
          <h2 id="parcel-price-card">{t('parcelPrice.card')}</h2>
          <RateTable />
          <p>{t('parcelPrice.cardNote')}</p>
        </aside>
      </Split>
    </InnerPage>
  );
}
