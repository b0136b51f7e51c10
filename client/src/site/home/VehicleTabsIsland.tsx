import { useState } from 'react';
import type { PublicVehicleCategoriesQuery, VehicleGroup } from '../../gql/site/graphql';
import { PlainButton } from '../ui/ButtonLink';
import { MantineText } from '../ui/mantineMarkup';
import { PillTabs } from '../ui/PillTabs';
import { Section } from '../ui/Section';
import { spriteDrawing } from '../ui/sprites';
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
function VehicleCard({ vehicle, lite }: { vehicle: Vehicle; lite: boolean }) {
  const t = useT();
  const own = useLocale() === 'bn' ? CATEGORY_TEXTS[vehicle.slug] : undefined;
  return (
    <li className={ui.card}>
      {/* Decorative (the name says it all): left out in lite mode. */}
      {!lite && (
        <img
          src={spriteDrawing('vehicles', vehicle.slug)}
          alt=""
          width={120}
          height={72}
          loading="lazy"
          decoding="async"
        />
      )}
      {own ? <h3>{t(own[0])}</h3> : <h3 lang="en">{vehicle.name}</h3>}
      <span className={ui.tag}>{t('vehicles.seats', { seats: vehicle.seats })}</span>
      {own ? <p>{t(own[1])}</p> : <p lang="en">{vehicle.description}</p>}
    </li>
  );
}

/** The REST shim's list of categories (the same fields as the GraphQL query's). */
export const VEHICLES_URL = '/api/VehicleManagement/Vehicles/GetAll';

/**
 * The vehicle categories of the API, filtered by group with the original's tabs: an island
 * (islands/Island.tsx), given the categories the server fetched, or null when it could not: then
 * "Try again" asks the REST shim (no GraphQL client in an island). `loading` is for the
 * client-side app, before its query ends.
 */
export function VehicleTabsIsland({
  vehicles: given,
  loading: givenLoading = false,
  lite = false,
}: {
  vehicles: Vehicle[] | null;
  loading?: boolean;
  /** Lite mode (site/lite.ts): no pictures. */
  lite?: boolean;
}) {
  const t = useT();
  const [tab, setTab] = useState<VehicleTab>('all');
  const [fetched, setFetched] = useState<Vehicle[] | null>(null);
  const [retrying, setRetrying] = useState(false);
  const vehicles = given ?? fetched;
  const loading = givenLoading || retrying;
  const retry = () => {
    setRetrying(true);
    fetch(VEHICLES_URL, { headers: { accept: 'application/json' } })
      .then((res) => (res.ok ? (res.json() as Promise<Vehicle[]>) : null))
      .catch(() => null)
      .then((list) => {
        setFetched(list);
        setRetrying(false);
      });
  };

  let body;
  if (vehicles) {
    const shown = filterVehicles(vehicles, tab);
    body =
      shown.length === 0 ? (
        <MantineText dimmed>{t('vehicles.none')}</MantineText>
      ) : (
        <ul className={ui.grid} data-cols="4">
          {shown.map((v) => (
            <VehicleCard key={v.id} vehicle={v} lite={lite} />
          ))}
        </ul>
      );
  } else if (!loading) {
    body = (
      <div className={ui.errorBox} role="alert">
        <strong>{t('vehicles.error')}</strong>
        <p>{t('vehicles.errorText')}</p>
        <PlainButton variant="danger" onClick={retry}>
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
      <PillTabs
        label={t('vehicles.groups')}
        tabs={VEHICLE_TABS.map((each) => ({ value: each.value, label: t(each.label) }))}
        value={tab}
        onChange={setTab}
      >
        {body}
      </PillTabs>
    </Section>
  );
}
