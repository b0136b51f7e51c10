import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { Badge } from '@mantine/core';
import { ExpiringCountQuery } from './expiringDocuments';

/**
 * How many papers lapse within 30 days, beside the sidebar's link; nothing when none. Counted
 * again on each page staff go to (a count alone, from the expiry index): an approval or a review
 * elsewhere changes it, and the sidebar stays mounted.
 */
export function ExpiringCount() {
  const { pathname } = useLocation();
  const { data, refetch } = useQuery(ExpiringCountQuery, {
    fetchPolicy: 'cache-and-network',
    context: { silent: true },
  });
  const counted = useRef(pathname);
  useEffect(() => {
    if (pathname === counted.current) return;
    counted.current = pathname;
    void refetch().catch(() => undefined);
  }, [pathname, refetch]);
  const total = data?.expiringDocuments.total ?? 0;
  if (!total) return null;
  return (
    <Badge size="sm" color="orange" variant="light" data-testid="expiring-count">
      {total}
    </Badge>
  );
}
