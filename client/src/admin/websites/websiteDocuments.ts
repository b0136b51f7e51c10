import { graphql } from '../../gql';

/** @public Read by codegen by name inside the documents, never imported. */
export const AdminWebsiteFieldsFragment = graphql(`
  fragment AdminWebsiteFields on Website {
    id
    name
    url
    type
    client
    description
    year
    imageUrl
    imageWebpUrl
  }
`);

export const AdminWebsitesQuery = graphql(`
  query AdminWebsites($page: Int!, $pageSize: Int!, $search: String) {
    list: websites(page: $page, pageSize: $pageSize, search: $search) {
      total
      totalIsExact
      items {
        ...AdminWebsiteFields
      }
    }
  }
`);

export const CreateWebsiteMutation = graphql(`
  mutation CreateWebsite($input: WebsiteInput!, $image: Upload!) {
    createWebsite(input: $input, image: $image) {
      ...AdminWebsiteFields
    }
  }
`);

export const UpdateWebsiteMutation = graphql(`
  mutation UpdateWebsite($id: Int!, $input: WebsiteInput!, $image: Upload) {
    updateWebsite(id: $id, input: $input, image: $image) {
      ...AdminWebsiteFields
    }
  }
`);

export const DeleteWebsiteMutation = graphql(`
  mutation DeleteWebsite($id: Int!) {
    deleteWebsite(id: $id)
  }
`);
