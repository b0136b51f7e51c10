import { useEffect, type ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { LocaleProvider } from '../../i18n/i18n';

const nothing = () => {};

/** Tells when React has committed the island inside (its effect runs after its children's). */
function Committed({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(done, [done]);
  return children;
}

/**
 * What an island renders inside, on the server (Island.tsx) and in the browser (hydrate.tsx)
 * alike, so the two give the same markup (and the same useId values): the page's language, with
 * the island's messages. No Mantine (islands are plain elements in Mantine's classes:
 * site/ui/mantineMarkup.tsx, site/forms/), no router, no Apollo Client: an island gets its data in its props, or fetches it itself.
 * `onCommit` is called once the browser has hydrated it.
 */
export function IslandProviders({
  i18n,
  onCommit = nothing,
  children,
}: {
  i18n: I18n;
  onCommit?: () => void;
  children: ReactNode;
}) {
  return (
    <LocaleProvider i18n={i18n}>
      <Committed done={onCommit}>{children}</Committed>
    </LocaleProvider>
  );
}
