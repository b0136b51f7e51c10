import { graphql } from '../../gql';

export const AdminMessagesQuery = graphql(`
  query AdminMessages($page: Int!, $pageSize: Int!, $search: String) {
    list: contactMessages(page: $page, pageSize: $pageSize, search: $search) {
      total
      items {
        id
        name
        contactNumber
        email
        subject
        message
        createdAt
      }
    }
  }
`);

export const DeleteMessageMutation = graphql(`
  mutation DeleteMessage($id: Int!) {
    deleteContactMessage(id: $id)
  }
`);
