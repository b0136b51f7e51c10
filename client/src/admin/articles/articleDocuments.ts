import { graphql } from '../../gql';

// News and press coverage are the same shape. Each operation aliases its field (`list`,
// `item`, `saved`) so both kinds answer alike and one set of screens serves them.

/** @public Read by codegen by name inside the documents, never imported. */
export const AdminNewsFieldsFragment = graphql(`
  fragment AdminNewsFields on News {
    id
    title
    date
    description
    titleBn
    descriptionBn
    imageUrl
    imageWebpUrl
    draft
    publishAt
  }
`);

/** @public Read by codegen by name inside the documents, never imported. */
export const AdminPressFieldsFragment = graphql(`
  fragment AdminPressFields on PressCoverage {
    id
    title
    date
    description
    titleBn
    descriptionBn
    imageUrl
    imageWebpUrl
    draft
    publishAt
  }
`);

export const AdminNewsListQuery = graphql(`
  query AdminNewsList($page: Int!, $pageSize: Int!, $search: String) {
    list: news(page: $page, pageSize: $pageSize, search: $search) {
      total
      totalIsExact
      items {
        ...AdminNewsFields
      }
    }
  }
`);

export const AdminPressListQuery = graphql(`
  query AdminPressList($page: Int!, $pageSize: Int!, $search: String) {
    list: pressCoverage(page: $page, pageSize: $pageSize, search: $search) {
      total
      totalIsExact
      items {
        ...AdminPressFields
      }
    }
  }
`);

export const AdminNewsItemQuery = graphql(`
  query AdminNewsItem($id: Int!) {
    item: newsItem(id: $id) {
      ...AdminNewsFields
    }
  }
`);

export const AdminPressItemQuery = graphql(`
  query AdminPressItem($id: Int!) {
    item: pressCoverageItem(id: $id) {
      ...AdminPressFields
    }
  }
`);

export const CreateNewsMutation = graphql(`
  mutation CreateNews($input: NewsInput!, $image: Upload!) {
    saved: createNews(input: $input, image: $image) {
      id
    }
  }
`);

export const CreatePressMutation = graphql(`
  mutation CreatePress($input: PressCoverageInput!, $image: Upload!) {
    saved: createPressCoverage(input: $input, image: $image) {
      id
    }
  }
`);

export const UpdateNewsMutation = graphql(`
  mutation UpdateNews($id: Int!, $input: NewsInput!, $image: Upload) {
    saved: updateNews(id: $id, input: $input, image: $image) {
      ...AdminNewsFields
    }
  }
`);

export const UpdatePressMutation = graphql(`
  mutation UpdatePress($id: Int!, $input: PressCoverageInput!, $image: Upload) {
    saved: updatePressCoverage(id: $id, input: $input, image: $image) {
      ...AdminPressFields
    }
  }
`);

export const DeleteNewsMutation = graphql(`
  mutation DeleteNews($id: Int!) {
    deleteNews(id: $id)
  }
`);

export const DeletePressMutation = graphql(`
  mutation DeletePress($id: Int!) {
    deletePressCoverage(id: $id)
  }
`);
