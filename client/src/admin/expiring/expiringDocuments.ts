import { graphql } from '../../gql';

export const ExpiringDocumentsQuery = graphql(`
  query ExpiringDocuments {
    expiringDocuments {
      total
      days
      items {
        id
        registrationId
        reference
        partnerName
        registrationKind
        kind
        expiresOn
        daysLeft
      }
    }
  }
`);

/** The sidebar's figure: the total alone, no rows read. */
export const ExpiringCountQuery = graphql(`
  query ExpiringCount {
    expiringDocuments(countOnly: true) {
      total
    }
  }
`);
