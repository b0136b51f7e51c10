import { useState } from 'react';
import { Tabs, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { ignoreFailure } from '../../api/ignoreFailure';
import {
  PublicVehicleCategoriesDocument,
  type PublicVehicleCategoriesQuery,
  type VehicleGroup,
} from '../../gql/site/graphql';
import { PlainButton } from '../ui/ButtonLink';
import { useAfterFirstPaint } from '../ui/useAfterFirstPaint';
import { Section } from '../ui/Section';
import ui from '../ui/ui.module.css';

export type Vehicle = PublicVehicleCategoriesQuery['vehicleCategories'][number];
export type VehicleTab = 'all' | VehicleGroup;

/** The original's tabs, word for word. */
export const VEHICLE_TABS: { value: VehicleTab; label: string }[] = [
  { value: 'all', label: 'All Vehicle' },
  { value: 'Car', label: 'Car' },
  { value: 'Bike', label: 'Bike' },
  { value: 'Micro', label: 'Micro' },
  { value: 'Ambulance', label: 'Ambulance' },
];

export function filterVehicles(vehicles: readonly Vehicle[], tab: VehicleTab): Vehicle[] {
  return tab === 'all' ? [...vehicles] : vehicles.filter((v) => v.group === tab);
}

function seatsLabel(seats: number): string {
  return seats === 1 ? '1 passenger' : `${seats} seats`;
}

function VehicleCard({ vehicle }: { vehicle: Vehicle }) {
  return (
    <li className={ui.card}>
      <img
        src={`/vehicles/${vehicle.slug}.svg`}
        alt=""
        width={120}
        height={72}
        loading="lazy"
        decoding="async"
      />
      <h3>{vehicle.name}</h3>
      <span className={ui.tag}>{seatsLabel(vehicle.seats)}</span>
      <p>{vehicle.description}</p>
    </li>
  );
}

/** The vehicle categories of the API, filtered by group with the original's tabs. */
export function VehicleTabs() {
  const [tab, setTab] = useState<VehicleTab>('all');
  // Below the fold: asked for once the first view is painted.
  const painted = useAfterFirstPaint();
  const { data, error, loading, refetch } = useQuery(PublicVehicleCategoriesDocument, {
    skip: !painted,
  });
  const vehicles = data?.vehicleCategories;

  let body;
  if (vehicles) {
    const shown = filterVehicles(vehicles, tab);
    body =
      shown.length === 0 ? (
        <Text c="dimmed">No vehicles in this group yet.</Text>
      ) : (
        <ul className={ui.grid} data-cols="4">
          {shown.map((v) => (
            <VehicleCard key={v.id} vehicle={v} />
          ))}
        </ul>
      );
  } else if (error && !loading) {
    body = (
      <div className={ui.errorBox} role="alert">
        <strong>Our vehicle list could not be loaded</strong>
        <p>Please check your connection and try again. You can still book a ride by phone.</p>
        <PlainButton variant="danger" onClick={() => ignoreFailure(refetch())}>
          Try again
        </PlainButton>
      </div>
    );
  } else {
    body = (
      <div className={ui.grid} data-cols="4" aria-busy="true" aria-label="Loading vehicles">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className={ui.skeleton} style={{ height: 250 }} />
        ))}
      </div>
    );
  }

  return (
    <Section
      id="vehicles"
      eyebrow="Our fleet"
      title="A vehicle for every trip"
      lead="From a quick bike ride through traffic to a 14-seat micro for the wedding party — and ambulances when it matters most."
    >
      <Tabs
        value={tab}
        onChange={(value) => setTab((value as VehicleTab | null) ?? 'all')}
        variant="pills"
        radius="xl"
      >
        <Tabs.List mb="xl" aria-label="Vehicle groups">
          {VEHICLE_TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value} fw={600}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {VEHICLE_TABS.map((t) => (
          <Tabs.Panel key={t.value} value={t.value}>
            {t.value === tab && body}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Section>
  );
}
