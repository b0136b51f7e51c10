import { Badge } from '@mantine/core';
import { IconCar, IconHelicopter } from '@tabler/icons-react';
import type { ReservationKind } from '../../gql/graphql';

/** Ride or Helicopter, with its icon. */
export function KindBadge({ kind }: { kind: ReservationKind }) {
  const helicopter = kind === 'HELICOPTER';
  return (
    <Badge
      variant="light"
      tt="none"
      style={{ flexShrink: 0 }}
      // Never cut to 'Helicop…' when a table column is narrow.
      styles={{ label: { overflow: 'visible' } }}
      color={helicopter ? 'grape' : 'brand'}
      leftSection={
        helicopter ? <IconHelicopter size={12} aria-hidden /> : <IconCar size={12} aria-hidden />
      }
    >
      {helicopter ? 'Helicopter' : 'Ride'}
    </Badge>
  );
}
