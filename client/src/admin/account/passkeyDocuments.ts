import { graphql } from '../../gql';

export const MyPasskeysQuery = graphql(`
  query MyPasskeys {
    myPasskeys {
      id
      name
      createdAt
      lastUsedAt
    }
  }
`);

export const StartPasskeyRegistrationMutation = graphql(`
  mutation StartPasskeyRegistration {
    startPasskeyRegistration
  }
`);

export const AddPasskeyMutation = graphql(`
  mutation AddPasskey($name: String!, $response: String!) {
    addPasskey(name: $name, response: $response) {
      id
      name
    }
  }
`);

export const RemovePasskeyMutation = graphql(`
  mutation RemovePasskey($id: Int!) {
    removePasskey(id: $id)
  }
`);
