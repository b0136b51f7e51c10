import { graphql } from '../../gql';

export const AdminFareRatesQuery = graphql(`
  query AdminFareRates($page: Int!, $pageSize: Int!, $search: String) {
    list: fareRates(page: $page, pageSize: $pageSize, search: $search) {
      total
      totalIsExact
      items {
        id
        from
        to
        fareRate
      }
    }
  }
`);

export const FarePlacesQuery = graphql(`
  query FarePlaces {
    places
  }
`);

export const CreateFareRateMutation = graphql(`
  mutation CreateFareRate($input: FareRateInput!) {
    createFareRate(input: $input) {
      id
      from
      to
      fareRate
    }
  }
`);

export const DeleteFareRateMutation = graphql(`
  mutation DeleteFareRate($id: Int!) {
    deleteFareRate(id: $id)
  }
`);
