import { graphql } from '../gql';

export const LoginMutation = graphql(`
  mutation Login($username: String!, $password: String!) {
    login(username: $username, password: $password) {
      accessToken
      mfaChallenge
      user {
        id
        username
        role
        mustChangePassword
      }
    }
  }
`);

export const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

export const CompleteLoginMutation = graphql(`
  mutation CompleteLogin($challenge: String!, $code: String!) {
    completeLogin(challenge: $challenge, code: $code) {
      accessToken
      user {
        id
        username
        role
        mustChangePassword
      }
    }
  }
`);

export const StartPasskeySignInMutation = graphql(`
  mutation StartPasskeySignIn {
    startPasskeySignIn
  }
`);

export const CompletePasskeySignInMutation = graphql(`
  mutation CompletePasskeySignIn($response: String!) {
    completePasskeySignIn(response: $response) {
      accessToken
      user {
        id
        username
        role
        mustChangePassword
      }
    }
  }
`);
