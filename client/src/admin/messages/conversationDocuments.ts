import { graphql } from '../../gql';

export const ConversationQuery = graphql(`
  query Conversation($id: Int!) {
    replyMailConfigured
    message: contactMessage(id: $id) {
      id
      name
      contactNumber
      email
      subject
      message
      status
      statusNote
      createdAt
      replies {
        id
        body
        author
        createdAt
        status
      }
    }
  }
`);

export const ReplyMutation = graphql(`
  mutation Reply($id: Int!, $body: String!) {
    replyToContactMessage(id: $id, body: $body) {
      id
      body
      author
      createdAt
      status
    }
  }
`);

export const SendReplyAgainMutation = graphql(`
  mutation SendReplyAgain($id: Int!) {
    sendContactReplyAgain(id: $id) {
      id
      status
    }
  }
`);
