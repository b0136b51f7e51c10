import { islandAssetsOf } from './islands';
import type { Manifest } from './site-styles';

/** The shape of the islands build's manifest: a loader, the hydrating code, islands. */
const manifest: Manifest = {
  'src/site/islands/load.ts': {
    file: 'assets/load-1.js',
    dynamicImports: ['src/site/islands/hydrate.tsx'],
  },
  'src/site/islands/hydrate.tsx': {
    file: 'assets/hydrate-1.js',
    isDynamicEntry: true,
    imports: ['_react.js', 'src/site/islands/load.ts'],
  },
  '_react.js': { file: 'assets/react-1.js' },
  'src/site/home/VehicleTabsIsland.tsx': {
    file: 'assets/VehicleTabsIsland-1.js',
    isDynamicEntry: true,
    imports: ['src/site/islands/hydrate.tsx', '_react.js'],
  },
  // A lazily loaded part of an island is no island of its own.
  'src/site/home/PartnerCarousel.tsx': {
    file: 'assets/PartnerCarousel-1.js',
    isDynamicEntry: true,
  },
};

describe('islandAssetsOf', () => {
  it("names the loader, and each island's chunk with every chunk it imports, once", () => {
    expect(islandAssetsOf(manifest)).toEqual({
      loader: '/islands/assets/load-1.js',
      hydrate: [
        '/islands/assets/hydrate-1.js',
        '/islands/assets/react-1.js',
        '/islands/assets/load-1.js',
      ],
      islands: {
        VehicleTabs: [
          '/islands/assets/VehicleTabsIsland-1.js',
          '/islands/assets/hydrate-1.js',
          '/islands/assets/react-1.js',
          '/islands/assets/load-1.js',
        ],
      },
    });
  });

  it('fails the build when the loader or the hydrating code is missing', () => {
    const { ['src/site/islands/hydrate.tsx']: _hydrate, ...withoutHydrate } = manifest;
    expect(() => islandAssetsOf(withoutHydrate)).toThrow('src/site/islands/hydrate.tsx');
  });
});
