import { graphql } from '../../gql';

/** @public Read by codegen by name inside the documents, never imported. */
export const ContactReplyFieldsFragment = graphql(`
  fragment ContactReplyFields on ContactReply {
    id
    body
    author
    createdAt
    status
  }
`);

export const ConversationQuery = graphql(`
  query Conversation($id: Int!) {
    replyMailConfigured
    message: contactMessage(id: $id) {
      ...ContactMessageStaffFields
      locale
      replies {
        ...ContactReplyFields
      }
    }
  }
`);

export const ReplyMutation = graphql(`
  mutation Reply($id: Int!, $body: String!) {
    replyToContactMessage(id: $id, body: $body) {
      ...ContactReplyFields
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
