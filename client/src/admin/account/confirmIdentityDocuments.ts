import { graphql } from '../../gql';

export const ConfirmIdentityMutation = graphql(`
  mutation ConfirmIdentity($password: String, $code: String, $passkey: String) {
    confirmIdentity(password: $password, code: $code, passkey: $passkey)
  }
`);
