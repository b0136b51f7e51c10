import { graphql } from '../../gql';

export const AdminParcelRateCardsQuery = graphql(`
  query AdminParcelRateCards($page: Int!, $pageSize: Int!, $search: String) {
    list: parcelRateCards(page: $page, pageSize: $pageSize, search: $search) {
      total
      totalIsExact
      items {
        id
        effectiveFrom
        codBasisPoints
        returnCharge
        createdAt
        zones {
          zone
          label
          halfKg
          oneKg
          extraKg
        }
      }
    }
  }
`);

export const SaveParcelRateCardMutation = graphql(`
  mutation SaveParcelRateCard($input: ParcelRateCardInput!) {
    saveParcelRateCard(input: $input) {
      id
      effectiveFrom
    }
  }
`);

export const DeleteParcelRateCardMutation = graphql(`
  mutation DeleteParcelRateCard($id: Int!) {
    deleteParcelRateCard(id: $id)
  }
`);
