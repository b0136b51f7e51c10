import { T, useLocalePath } from '../../i18n/i18n';

/** The status page's address with the reference filled in (only the reference: never the contact). */
export const statusHref = (path: string, reference: string) =>
  `${path}?ref=${encodeURIComponent(reference)}`;

/**
 * What every thank-you says: the request's reference, and the status page
 * where the visitor can follow it, with the reference filled in.
 */
export function ReferenceLine({ reference }: { reference: string }) {
  const localePath = useLocalePath();
  return (
    <p data-reference={reference}>
      <T
        id="ref.yours"
        values={{ reference }}
        components={{
          0: <strong lang="en" translate="no" />,
          1: <a href={statusHref(localePath('/status'), reference)} />,
        }}
      />
    </p>
  );
}
