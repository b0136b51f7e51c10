import { graphql } from '../gql/islands';

/*
 * What the public site's islands send by fetch (api/graphqlFetch.ts; no GraphQL client in a
 * public page), written here for codegen. Its output `gql/islands/` holds each operation as its
 * text, typed with its result and variables (`documentMode: 'string'`, codegen.ts): an island
 * imports the constant (`PublicSendContactMessageDocument`… from `gql/islands/graphql`), never
 * a query of its own. The server-rendered pages' queries are in siteDocuments.ts; both outputs
 * read this file, so the portfolio's page and its island share one query.
 */

graphql(`
  query PublicWebsites($page: Int!, $pageSize: Int!, $search: String, $type: WebsiteType) {
    websites(page: $page, pageSize: $pageSize, search: $search, type: $type) {
      total
      items {
        id
        name
        url
        type
        client
        description
        year
        imageUrl
        imageWebpUrl
        imageSmallUrl
      }
    }
  }
`);

graphql(`
  mutation PublicSendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      id
      reference
    }
  }
`);

graphql(`
  mutation PublicUploadBookingDocument($file: Upload!) {
    uploadBookingDocument(file: $file) {
      id
      fileName
      size
      claimToken
    }
  }
`);

graphql(`
  mutation PublicCreateReservation($input: ReservationInput!) {
    createReservation(input: $input) {
      id
      reference
      kind
      departureLocation
      destinationLocation
      journeyDate
      numberOfPassengers
    }
  }
`);

graphql(`
  mutation PublicCreateRegistrationRequest($input: RegistrationRequestInput!) {
    createRegistrationRequest(input: $input) {
      id
      reference
      kind
      name
    }
  }
`);

graphql(`
  query PublicParcelPrice(
    $zone: String!
    $weightGrams: Float!
    $codAmount: Float
    $language: String
  ) {
    parcelPrice(
      zone: $zone
      weightGrams: $weightGrams
      codAmount: $codAmount
      language: $language
    ) {
      total
      parts {
        label
        amount
      }
      returnCharge
      effectiveFrom
    }
  }
`);

/** One paper of a registration, sent right after it with its reference (registration/papersApi.ts). */
graphql(`
  mutation PublicSubmitPartnerDocument($input: PartnerDocumentSubmission!, $file: Upload!) {
    submitPartnerDocument(input: $input, file: $file) {
      id
      kind
      state
    }
  }
`);
