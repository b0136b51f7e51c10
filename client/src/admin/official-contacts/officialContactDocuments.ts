import { graphql } from '../../gql';

export const AdminOfficialContactsQuery = graphql(`
  query AdminOfficialContacts {
    officialContacts {
      id
      kind
      value
      departmentEn
      departmentBn
      channelEn
      channelBn
      createdAt
      updatedAt
    }
  }
`);

export const SaveOfficialContactMutation = graphql(`
  mutation SaveOfficialContact($input: OfficialContactInput!) {
    createOfficialContact(input: $input) {
      id
    }
  }
`);

export const UpdateOfficialContactMutation = graphql(`
  mutation UpdateOfficialContact($id: Int!, $input: OfficialContactInput!) {
    updateOfficialContact(id: $id, input: $input) {
      id
      kind
      value
      departmentEn
      departmentBn
      channelEn
      channelBn
      updatedAt
    }
  }
`);

export const DeleteOfficialContactMutation = graphql(`
  mutation DeleteOfficialContact($id: Int!) {
    deleteOfficialContact(id: $id)
  }
`);
