import { Anchor, Text } from '@mantine/core';

/**
 * A mailto link, never broken mid-address: cut with an ellipsis where it does not fit, whole
 * on hover (its title) and in the row's details. A dash when there is no address.
 */
export function EmailLink({ email }: { email: string | null | undefined }) {
  if (!email) return <Text c="dimmed">—</Text>;
  return (
    <Anchor href={`mailto:${email}`} inherit title={email} truncate="end" display="block">
      {email}
    </Anchor>
  );
}

/**
 * A tel: link for a number as the visitor typed it ('+880 1711-000000'), or as `shown` with
 * `dial` (phoneWithCode in format.ts).
 */
export function PhoneLink({ phone, dial = phone }: { phone: string; dial?: string }) {
  return (
    <Anchor href={`tel:${dial.replace(/[^\d+]/g, '')}`} inherit style={{ whiteSpace: 'nowrap' }}>
      {phone}
    </Anchor>
  );
}
