import { useQuery } from '@apollo/client/react';
import { Badge } from '@mantine/core';
import { ExpiringCountQuery } from './expiringDocuments';

/** How many papers lapse within 30 days, beside the sidebar's link; nothing when none. */
export function ExpiringCount() {
  const { data } = useQuery(ExpiringCountQuery, {
    fetchPolicy: 'cache-and-network',
    context: { silent: true },
  });
  const total = data?.expiringDocuments.total ?? 0;
  if (!total) return null;
  return (
    <Badge size="sm" color="orange" variant="light" data-testid="expiring-count">
      {total}
    </Badge>
  );
}
