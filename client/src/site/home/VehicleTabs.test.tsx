import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { PublicVehicleCategoriesDocument } from '../../gql/site/graphql';
import { VehicleTabs } from './VehicleTabs';
import {
  filterVehicles,
  VEHICLE_TABS,
  VEHICLES_URL,
  VehicleTabsIsland,
  type Vehicle,
} from './VehicleTabsIsland';
import { tEn } from '../../test/i18n';
import { renderIsland } from '../../test/island';

/** The twelve categories the server seeds, by group, with their seats. */
const SEEDED: Record<Vehicle['group'], [name: string, seats: number][]> = {
  Bike: [
    ['Bike Male', 1],
    ['Bike Female', 1],
  ],
  Car: [
    ['Car AC', 4],
    ['Luxurious', 4],
    ['Intercity', 4],
  ],
  Micro: [
    ['Micro 7 Seats', 7],
    ['Micro 10 Seats', 10],
    ['Micro 14 Seats', 14],
  ],
  Ambulance: [
    ['Ambulance AC', 3],
    ['ICU Ambulance', 2],
    ['Non-AC Ambulance', 3],
    ['Body Carrier', 2],
  ],
};

const VEHICLES = Object.entries(SEEDED)
  .flatMap(([group, list]) => list.map(([name, seats]) => ({ group, name, seats })))
  .map(
    ({ group, name, seats }, i) =>
      ({
        __typename: 'VehicleCategory',
        id: i + 1,
        name,
        group,
        seats,
        slug: name.toLowerCase().replace(/\s+/g, '-'),
        description: `${name} description`,
      }) as Vehicle,
  );

const ok = {
  request: { query: PublicVehicleCategoriesDocument },
  result: { data: { vehicleCategories: VEHICLES } },
};

const shownNames = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('filterVehicles', () => {
  it('keeps everything for All Vehicle and one group otherwise', () => {
    expect(filterVehicles(VEHICLES, 'all')).toHaveLength(12);
    expect(filterVehicles(VEHICLES, 'Car').map((x) => x.name)).toEqual([
      'Car AC',
      'Luxurious',
      'Intercity',
    ]);
    expect(new Set(VEHICLES.map((x) => x.id)).size).toBe(12);
    expect(filterVehicles(VEHICLES, 'Bike')).toHaveLength(2);
    expect(filterVehicles(VEHICLES, 'Micro')).toHaveLength(3);
    expect(filterVehicles(VEHICLES, 'Ambulance')).toHaveLength(4);
  });
});

describe('VehicleTabs', () => {
  it('has the original tabs, word for word, with All Vehicle selected', async () => {
    renderWithProviders(<VehicleTabs />, { mocks: [ok] });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'All Vehicle',
      'Car',
      'Bike',
      'Micro',
      'Ambulance',
    ]);
    expect(VEHICLE_TABS.map((tab) => tEn(tab.label))).toEqual(tabs.map((t) => t.textContent));
    expect(screen.getByRole('tab', { name: 'All Vehicle' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('Body Carrier')).toBeInTheDocument();
    expect(shownNames()).toHaveLength(12);
  });

  it('filters the categories by the chosen tab, by mouse and keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<VehicleTabs />, { mocks: [ok] });
    await screen.findByText('Body Carrier');

    await user.click(screen.getByRole('tab', { name: 'Car' }));
    expect(shownNames()).toEqual(['Car AC', 'Luxurious', 'Intercity']);

    await user.click(screen.getByRole('tab', { name: 'Ambulance' }));
    expect(shownNames()).toEqual([
      'Ambulance AC',
      'ICU Ambulance',
      'Non-AC Ambulance',
      'Body Carrier',
    ]);
    expect(screen.getAllByText('2 seats')).toHaveLength(2);

    // Arrow keys move between tabs (a roving tab index, as Mantine's).
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Micro' })).toHaveAttribute('aria-selected', 'true');
    expect(shownNames()).toEqual(['Micro 7 Seats', 'Micro 10 Seats', 'Micro 14 Seats']);
  });

  it('are WAI-ARIA tabs: one in the tab order, each controlling its panel, Home/End and wrapping arrows', async () => {
    const user = userEvent.setup();
    // As the browser hydrates it: no Mantine provider, only the island's own messages.
    const { missing } = renderIsland('VehicleTabs', <VehicleTabsIsland vehicles={VEHICLES} />);
    expect(screen.getByRole('tablist', { name: 'Vehicle groups' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    const selected = () => screen.getByRole('tab', { selected: true });
    const inTabOrder = () => tabs.filter((tab) => tab.tabIndex === 0);
    expect(inTabOrder()).toEqual([tabs[0]]);
    expect(tabs.slice(1).every((tab) => tab.tabIndex === -1)).toBe(true);
    // Each tab controls a panel of its own, which names it; only the chosen one shows.
    for (const tab of tabs) {
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      expect(panel).toHaveAttribute('role', 'tabpanel');
      expect(panel).toHaveAttribute('aria-labelledby', tab.id);
    }
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('All Vehicle');

    // Tab reaches the chosen tab; the keys move the focus and the choice, wrapping around.
    await user.tab();
    expect(tabs[0]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(selected()).toHaveTextContent('Ambulance');
    expect(tabs[4]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(selected()).toHaveTextContent('All Vehicle');
    expect(tabs[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(selected()).toHaveTextContent('Car');
    expect(inTabOrder()).toEqual([tabs[1]]);
    expect(shownNames()).toEqual(['Car AC', 'Luxurious', 'Intercity']);
    await user.keyboard('{End}');
    expect(selected()).toHaveTextContent('Ambulance');
    expect(tabs[4]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(selected()).toHaveTextContent('All Vehicle');
    expect(tabs[0]).toHaveFocus();
    // Other keys do nothing.
    await user.keyboard('{ArrowDown}x');
    expect(selected()).toHaveTextContent('All Vehicle');
    expect(shownNames()).toHaveLength(12);
    expect(missing).toEqual([]);
  });

  it('says clearly when the vehicle list cannot be loaded, and retries', async () => {
    const user = userEvent.setup();
    let answer = { ok: false, json: () => Promise.resolve(null as unknown) };
    const fetchSpy = jest.fn(() => Promise.resolve(answer));
    global.fetch = fetchSpy as unknown as typeof fetch;
    renderWithProviders(<VehicleTabsIsland vehicles={null} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Our vehicle list could not be loaded');
    expect(screen.queryByText('Car AC')).not.toBeInTheDocument();

    // The REST shim fails once more: the alert stays.
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    answer = { ok: true, json: () => Promise.resolve(VEHICLES) };
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Car AC')).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledWith(VEHICLES_URL, expect.anything());
  });

  it('names the seeded categories in Bangla on Bangla pages; an unknown one stays English', async () => {
    const seeded = { ...VEHICLES[9], slug: 'ambulance-icu' };
    const unknown = {
      ...VEHICLES[0],
      id: 99,
      name: 'Tuk Tuk',
      slug: 'tuk-tuk',
      group: 'Ambulance',
    };
    const mock = {
      request: { query: PublicVehicleCategoriesDocument },
      result: { data: { vehicleCategories: [seeded, unknown] } },
    };
    renderWithProviders(<VehicleTabs />, { route: '/bn', mocks: [mock] });
    const bangla = await screen.findByRole('heading', { name: 'আইসিইউ অ্যাম্বুলেন্স' });
    expect(bangla).not.toHaveAttribute('lang');
    expect(screen.getByText(/প্যারামেডিক/)).not.toHaveAttribute('lang');
    expect(screen.queryByText('ICU Ambulance')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tuk Tuk' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Bike Male description')).toHaveAttribute('lang', 'en');
  });
});
