import { graphql } from '../../gql';

export const DataRequestsQuery = graphql(`
  query DataRequests($done: Boolean!) {
    dataRequests(done: $done) {
      id
      email
      kind
      locale
      createdAt
      confirmedAt
      deadline
      fulfilledAt
      fulfilledBy
      outcome
      matches {
        messages
        reservations
        registrations
        documents
        journeysAhead
      }
    }
  }
`);

export const FulfilDataRequestMutation = graphql(`
  mutation FulfilDataRequest($id: Int!, $journeysAheadConfirmed: Boolean!) {
    fulfilDataRequest(id: $id, journeysAheadConfirmed: $journeysAheadConfirmed) {
      id
      fulfilledAt
      outcome
    }
  }
`);

export const PrivacyFiguresQuery = graphql(`
  query PrivacyFigures {
    openDataRequests
    retentionPreview {
      messages
      reservations
      registrations
      documents
    }
  }
`);
