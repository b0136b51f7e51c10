import { graphql } from '../../gql';

export const MyEmailQuery = graphql(`
  query MyEmail {
    me {
      id
      email
    }
  }
`);

export const SetMyEmailMutation = graphql(`
  mutation SetMyEmail($email: String) {
    setMyEmail(email: $email) {
      id
      email
    }
  }
`);
