import { useState, type FormEvent } from 'react';
import { IconAlertCircle } from '@tabler/icons-react';
import { postGraphQL } from '../../api/graphqlFetch';
import { PublicParcelPriceDocument, type PublicParcelPriceQuery } from '../../gql/islands/graphql';
import { useLocale, useLocalePath, useT } from '../../i18n/i18n';
import { Alert } from '../forms/alerts';
import { selectField, textField } from '../forms/fields';
import { PlainButton } from '../ui/ButtonLink';
import {
  FIELD_PROBLEMS,
  priceQuery,
  priceVariables,
  ZONE_NAMES,
  ZONES,
  type PriceForm,
} from './parcelPrice';
import { priceProblem, type PriceProblem } from './priceProblem';
import { PriceResult } from './PriceResult';
import classes from './ParcelPrice.module.css';

export type Quote = PublicParcelPriceQuery['parcelPrice'];

/**
 * The price calculator: a GET form to this page (the server answers `?zone=…&weight=…&cod=…`
 * without JavaScript and hands the island its `quote` or `problem`), which with JavaScript asks
 * the server in place and keeps the address in step (a reload or a shared link shows the same).
 */
export function ParcelPriceIsland({
  form: initial,
  quote: initialQuote,
  problem: initialProblem,
}: {
  form: PriceForm;
  quote: Quote | null;
  problem: PriceProblem | null;
}) {
  const t = useT();
  const locale = useLocale();
  const localePath = useLocalePath();
  const [form, setForm] = useState(initial);
  const [quote, setQuote] = useState(initialQuote);
  const [problem, setProblem] = useState(initialProblem);
  const [busy, setBusy] = useState(false);

  const fieldError = (name: keyof PriceForm) =>
    problem && 'field' in problem && problem.field === name ? t(FIELD_PROBLEMS[name]) : undefined;
  const like = {
    getInputProps: (name: string) => ({
      value: form[name as keyof PriceForm],
      error: fieldError(name as keyof PriceForm),
      // The value is read now: React's event is gone by the time the updater runs.
      onChange: (e: { currentTarget: { value: string } }) => {
        const value = e.currentTarget.value;
        setForm((f) => ({ ...f, [name]: value }));
      },
      onBlur: () => {},
    }),
  };

  async function ask(event: FormEvent) {
    event.preventDefault();
    const variables = priceVariables(form);
    window.history.replaceState(window.history.state, '', priceQuery(form));
    if ('problem' in variables) {
      setProblem({ field: variables.problem });
      setQuote(null);
      return;
    }
    setBusy(true);
    try {
      const data = await postGraphQL(
        PublicParcelPriceDocument,
        { ...variables, language: locale },
        locale,
      );
      setQuote(data.parcelPrice);
      setProblem(null);
    } catch (err) {
      setQuote(null);
      setProblem(priceProblem(err));
    } finally {
      setBusy(false);
    }
  }

  const zones = ZONES.map((z) => ({ value: z, label: t(ZONE_NAMES[z]) }));
  return (
    <div className={classes.calculator}>
      <form
        method="get"
        action={localePath('/parcel/price')}
        onSubmit={ask}
        className={classes.form}
      >
        {selectField(like, 'zone', t('parcelPrice.field.zone'), null, zones)}
        {textField(like, 'weight', t('parcelPrice.field.weight'), {
          inputMode: 'decimal',
          placeholder: '2.3',
          description: t('parcelPrice.field.weightHint'),
        })}
        {textField(like, 'cod', t('parcelPrice.field.cod'), {
          inputMode: 'numeric',
          placeholder: '1500',
          withAsterisk: false,
          description: t('parcelPrice.field.codHint'),
        })}
        <PlainButton type="submit" variant="accent" disabled={busy}>
          {t('parcelPrice.submit')}
        </PlainButton>
      </form>
      <div aria-live="polite" data-testid="parcel-price-answer">
        {problem && 'kind' in problem && (
          <Alert color="red" icon={<IconAlertCircle size={20} />} role="alert">
            {t(problem.kind === 'busy' ? 'parcelPrice.problem.busy' : 'parcelPrice.problem.failed')}
          </Alert>
        )}
        {quote && !problem && <PriceResult quote={quote} locale={locale} />}
      </div>
    </div>
  );
}
