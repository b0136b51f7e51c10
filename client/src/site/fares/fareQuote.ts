import { useEffect, useState } from 'react';

/** The fare of a route as an island learns it: no GraphQL client in a public page. */
export type Quote =
  | { state: 'loading' }
  | { state: 'error' }
  | { state: 'none' }
  | { state: 'found'; fareRate: number };

/** The REST shim's fare of a route: 404 when the fare table has no such route. */
export const fareUrl = (from: string, to: string) =>
  `/api/location/fare?${new URLSearchParams({ from, to }).toString()}`;

/** A route's quote known before the island starts (the server looked it up as it rendered). */
export interface KnownQuote {
  from: string;
  to: string;
  quote: Quote;
}

const keyOf = (from: string, to: string) => `${from}\u0000${to}`;

/**
 * The fare of a route, asked of the REST shim when the route changes (null until `ready`). A
 * `known` quote of the route is used as it is: the island hydrates with what the server rendered,
 * and asks for nothing until the visitor picks another route.
 */
export function useFareQuote(
  from: string,
  to: string,
  ready: boolean,
  known: KnownQuote | null = null,
): Quote | null {
  const [answer, setAnswer] = useState<{ key: string; quote: Quote } | null>(
    known ? { key: keyOf(known.from, known.to), quote: known.quote } : null,
  );
  const key = keyOf(from, to);
  const answered = answer?.key === key;
  useEffect(() => {
    if (!ready || answered) return;
    let current = true;
    fetch(fareUrl(from, to), { headers: { accept: 'application/json' } })
      .then(async (res): Promise<Quote> => {
        if (res.status === 404) return { state: 'none' };
        if (!res.ok) return { state: 'error' };
        const { fareRate } = (await res.json()) as { fareRate: number };
        return { state: 'found', fareRate };
      })
      .catch((): Quote => ({ state: 'error' }))
      .then((quote) => {
        if (current) setAnswer({ key, quote });
      });
    return () => {
      current = false;
    };
  }, [from, to, ready, key, answered]);
  if (!ready) return null;
  return answered ? answer.quote : { state: 'loading' };
}
