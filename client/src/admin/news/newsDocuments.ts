import { graphql } from '../../gql';

export const AdminNewsListQuery = graphql(`
  query AdminNewsList($page: Int!, $pageSize: Int!, $search: String) {
    news(page: $page, pageSize: $pageSize, search: $search) {
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

export const AdminNewsItemQuery = graphql(`
  query AdminNewsItem($id: Int!) {
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

export const CreateNewsMutation = graphql(`
  mutation CreateNews($input: NewsInput!, $image: Upload!) {
    createNews(input: $input, image: $image) {
      id
      title
      date
      description
      imageUrl
      imageWebpUrl
    }
  }
`);

export const UpdateNewsMutation = graphql(`
  mutation UpdateNews($id: Int!, $input: NewsInput!, $image: Upload) {
    updateNews(id: $id, input: $input, image: $image) {
      id
      title
      date
      description
      imageUrl
      imageWebpUrl
      updatedAt
    }
  }
`);

export const DeleteNewsMutation = graphql(`
  mutation DeleteNews($id: Int!) {
    deleteNews(id: $id)
  }
`);
