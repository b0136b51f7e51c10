import { graphQLErrorsOf } from '../../api/errors';
import { FORM_FIELD, type PriceField } from './parcelPrice';

/** Why a price could not be given: a field's rule, too many questions, or the server failed. */
export type PriceProblem = { field: PriceField } | { kind: 'busy' | 'failed' };

/**
 * A refused question as the page says it: the field the server named (its rule in the page's
 * words and language), or a refusal of too many questions, or anything else as a failure.
 */
export function priceProblem(error: unknown): PriceProblem {
  const [first] = graphQLErrorsOf(error);
  const code = first?.extensions?.code;
  if (code === 'TOO_MANY_REQUESTS') return { kind: 'busy' };
  const fields = (first?.extensions?.fields ?? []) as { field: string }[];
  const field = fields.map((f) => FORM_FIELD[f.field]).find(Boolean);
  return field ? { field } : { kind: 'failed' };
}
