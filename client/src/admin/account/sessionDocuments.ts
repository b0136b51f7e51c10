import { graphql } from '../../gql';

export const MySessionsQuery = graphql(`
  query MySessions {
    mySessions {
      id
      createdAt
      lastSeenAt
      device
      ip
      current
    }
  }
`);

export const EndSessionMutation = graphql(`
  mutation EndSession($id: ID!) {
    endSession(id: $id)
  }
`);

export const EndOtherSessionsMutation = graphql(`
  mutation EndOtherSessions {
    endOtherSessions
  }
`);
