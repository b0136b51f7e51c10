import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconHourglassLow, IconShieldLock } from '@tabler/icons-react';
import { StatCard } from '../StatCard';
import { PrivacyFiguresQuery } from './dataRequestDocuments';

/**
 * The dashboard's privacy figures: confirmed data requests waiting for staff,
 * and how many rows the next daily retention run will erase.
 */
export function PrivacyFigures() {
  const { data } = useQuery(PrivacyFiguresQuery, { fetchPolicy: 'cache-and-network' });
  const due = data?.retentionPreview;
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing={{ base: 'sm', sm: 'md' }}>
      <StatCard
        label="Data requests waiting"
        value={data?.openDataRequests}
        to="/dashbord/data-requests"
        icon={IconShieldLock}
        color="red"
      />
      <StatCard
        label="Next retention run erases"
        value={due && due.messages + due.reservations + due.registrations + due.documents}
        to="/dashbord/data-requests"
        icon={IconHourglassLow}
        color="gray"
      />
    </SimpleGrid>
  );
}
