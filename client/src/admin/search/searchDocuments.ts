import { graphql } from '../../gql';

/** @public Read by codegen by name inside the documents, never imported. */
export const StaffSearchHitFieldsFragment = graphql(`
  fragment StaffSearchHitFields on StaffSearchHit {
    kind
    id
    reference
    title
    subtitle
    createdAt
    status
  }
`);

/**
 * A search: the hits, and how many rows each list holds for the same search ("see all N"), in
 * one request. Editors (`admin: false`) never ask for the inbox lists.
 */
export const StaffSearchQuery = graphql(`
  query StaffSearch($q: String!, $admin: Boolean!) {
    staffSearch(q: $q) {
      ...StaffSearchHitFields
    }
    MESSAGE: contactMessages(search: $q, pageSize: 1) @include(if: $admin) {
      total
      totalIsExact
    }
    RESERVATION: reservations(search: $q, pageSize: 1) @include(if: $admin) {
      total
      totalIsExact
    }
    REGISTRATION: registrationRequests(search: $q, pageSize: 1) @include(if: $admin) {
      total
      totalIsExact
    }
    NEWS: news(search: $q, pageSize: 1) {
      total
      totalIsExact
    }
    PRESS: pressCoverage(search: $q, pageSize: 1) {
      total
      totalIsExact
    }
  }
`);
