import { graphql } from '../gql';

export const DashboardQuery = graphql(`
  query Dashboard {
    news(page: 1, pageSize: 5) {
      total
      items {
        id
        title
        date
      }
    }
  }
`);
