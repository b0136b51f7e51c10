import { InMemoryCache, type FieldPolicy } from '@apollo/client';

const PAGED = { keyArgs: ['page', 'pageSize', 'search'] };

function cachedItem(typename: string): FieldPolicy {
  return {
    read(existing, { args, toReference }) {
      return existing !== undefined
        ? existing
        : toReference({ __typename: typename, id: args?.id as number });
    },
  };
}

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          // Every (page, pageSize, search[, kind]) is its own page; pages replace, never merge.
          news: PAGED,
          pressCoverage: PAGED,
          contactMessages: PAGED,
          reservations: PAGED,
          fareRates: PAGED,
          registrationRequests: { keyArgs: ['kind', ...PAGED.keyArgs] },
          // A detail page opened from a list reads the item already in the cache.
          newsItem: cachedItem('News'),
          pressCoverageItem: cachedItem('PressCoverage'),
        },
      },
      NewsPage: { keyFields: false },
      PressCoveragePage: { keyFields: false },
      ContactMessagePage: { keyFields: false },
      ReservationPage: { keyFields: false },
      FareRatePage: { keyFields: false },
      RegistrationRequestPage: { keyFields: false },
      // Figures, not an entity: each answer replaces the last.
      DashboardStats: { keyFields: false },
    },
  });
}
