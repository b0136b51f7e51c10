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
import { useLocale, useT, type MessageId } from '../../i18n/i18n';

export type Vehicle = PublicVehicleCategoriesQuery['vehicleCategories'][number];
export type VehicleTab = 'all' | VehicleGroup;

/** The original's tabs, word for word (in English). */
export const VEHICLE_TABS: { value: VehicleTab; label: MessageId }[] = [
  { value: 'all', label: 'vehicles.all' },
  { value: 'Car', label: 'vehicle.car' },
  { value: 'Bike', label: 'vehicle.bike' },
  { value: 'Micro', label: 'vehicles.micro' },
  { value: 'Ambulance', label: 'vehicle.ambulance' },
];

export function filterVehicles(vehicles: readonly Vehicle[], tab: VehicleTab): Vehicle[] {
  return tab === 'all' ? [...vehicles] : vehicles.filter((v) => v.group === tab);
}

/**
 * The seeded categories in Bangla, by slug. vehicle_categories is a reference table (the API only
 * reads it), so its names live in the catalogs like the rest of the interface; a category the
 * catalogs do not know shows its English name and description, marked `lang="en"`.
 */
const CATEGORY_TEXTS: Record<string, [name: MessageId, text: MessageId]> = {
  'bike-male': ['vehicleCategory.bikeMale.name', 'vehicleCategory.bikeMale.text'],
  'bike-female': ['vehicleCategory.bikeFemale.name', 'vehicleCategory.bikeFemale.text'],
  'car-ac': ['vehicleCategory.carAc.name', 'vehicleCategory.carAc.text'],
  'car-luxury': ['vehicleCategory.carLuxury.name', 'vehicleCategory.carLuxury.text'],
  'micro-7': ['vehicleCategory.micro7.name', 'vehicleCategory.micro7.text'],
  'micro-10': ['vehicleCategory.micro10.name', 'vehicleCategory.micro10.text'],
  'micro-14': ['vehicleCategory.micro14.name', 'vehicleCategory.micro14.text'],
  'car-intercity': ['vehicleCategory.carIntercity.name', 'vehicleCategory.carIntercity.text'],
  'ambulance-ac': ['vehicleCategory.ambulanceAc.name', 'vehicleCategory.ambulanceAc.text'],
  'ambulance-icu': ['vehicleCategory.ambulanceIcu.name', 'vehicleCategory.ambulanceIcu.text'],
  'ambulance-non-ac': [
    'vehicleCategory.ambulanceNonAc.name',
    'vehicleCategory.ambulanceNonAc.text',
  ],
  'body-carrier': ['vehicleCategory.bodyCarrier.name', 'vehicleCategory.bodyCarrier.text'],
};

/** English pages show the category as the API names it; Bangla pages its Bangla when known. */
function VehicleCard({ vehicle }: { vehicle: Vehicle }) {
  const t = useT();
  const own = useLocale() === 'bn' ? CATEGORY_TEXTS[vehicle.slug] : undefined;
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
      {own ? <h3>{t(own[0])}</h3> : <h3 lang="en">{vehicle.name}</h3>}
      <span className={ui.tag}>{t('vehicles.seats', { seats: vehicle.seats })}</span>
      {own ? <p>{t(own[1])}</p> : <p lang="en">{vehicle.description}</p>}
    </li>
  );
}

/** The vehicle categories of the API, filtered by group with the original's tabs. */
export function VehicleTabs() {
  const t = useT();
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
        <Text c="dimmed">{t('vehicles.none')}</Text>
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
        <strong>{t('vehicles.error')}</strong>
        <p>{t('vehicles.errorText')}</p>
        <PlainButton variant="danger" onClick={() => ignoreFailure(refetch())}>
          {t('common.tryAgain')}
        </PlainButton>
      </div>
    );
  } else {
    body = (
      <div className={ui.grid} data-cols="4" aria-busy="true" aria-label={t('vehicles.loading')}>
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className={ui.skeleton} style={{ height: 250 }} />
        ))}
      </div>
    );
  }

  return (
    <Section
      id="vehicles"
      eyebrow={t('vehicles.eyebrow')}
      title={t('vehicles.title')}
      lead={t('vehicles.lead')}
    >
      <Tabs
        value={tab}
        onChange={(value) => setTab((value as VehicleTab | null) ?? 'all')}
        variant="pills"
        radius="xl"
      >
        <Tabs.List mb="xl" aria-label={t('vehicles.groups')}>
          {VEHICLE_TABS.map((each) => (
            <Tabs.Tab key={each.value} value={each.value} fw={600}>
              {t(each.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {VEHICLE_TABS.map((each) => (
          <Tabs.Panel key={each.value} value={each.value}>
            {each.value === tab && body}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Section>
  );
}
