import { graphql } from '../../gql';

export const PublicNewsListQuery = graphql(`
  query PublicNewsList($page: Int!, $pageSize: Int!) {
    news(page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      items {
        id
        title
        date
        description
        imageUrl
        imageWebpUrl
      }
    }
  }
`);

export const PublicNewsItemQuery = graphql(`
  query PublicNewsItem($id: Int!) {
    newsItem(id: $id) {
      id
      title
      date
      description
      imageUrl
      imageWebpUrl
    }
  }
`);
