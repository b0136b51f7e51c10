import { graphql } from '../../gql';

export const AdminRegistrationsQuery = graphql(`
  query AdminRegistrations($kind: RegistrationKind, $page: Int!, $pageSize: Int!, $search: String) {
    list: registrationRequests(kind: $kind, page: $page, pageSize: $pageSize, search: $search) {
      total
      items {
        id
        kind
        name
        countryCode
        phone
        email
        city
        createdAt
        details {
          vehicleType
          businessName
          fleetSize
          productCategory
        }
      }
    }
  }
`);

export const DeleteRegistrationMutation = graphql(`
  mutation DeleteRegistration($id: Int!) {
    deleteRegistrationRequest(id: $id)
  }
`);
