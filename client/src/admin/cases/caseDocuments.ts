import { graphql } from '../../gql';

export const AssignableStaffQuery = graphql(`
  query AssignableStaff {
    assignableStaff {
      id
      username
      onDuty
    }
  }
`);

export const AssignRequestsMutation = graphql(`
  mutation AssignRequests($kind: RequestKind!, $ids: [Int!]!, $userId: Int) {
    assignRequests(kind: $kind, ids: $ids, userId: $userId)
  }
`);

export const SetOnDutyMutation = graphql(`
  mutation SetOnDuty($onDuty: Boolean!) {
    setOnDuty(onDuty: $onDuty)
  }
`);

export const InternalNotesQuery = graphql(`
  query InternalNotes($kind: RequestKind!, $id: Int!) {
    internalNotes(kind: $kind, id: $id) {
      id
      author
      body
      createdAt
    }
  }
`);

export const AddInternalNoteMutation = graphql(`
  mutation AddInternalNote($kind: RequestKind!, $id: Int!, $body: String!) {
    addInternalNote(kind: $kind, id: $id, body: $body) {
      id
    }
  }
`);

export const ReplyTemplatesQuery = graphql(`
  query ReplyTemplates($language: String) {
    replyTemplates(language: $language) {
      id
      name
      language
      subject
      body
    }
  }
`);

export const SaveReplyTemplateMutation = graphql(`
  mutation SaveReplyTemplate(
    $id: Int
    $name: String!
    $language: String!
    $subject: String
    $body: String!
  ) {
    saveReplyTemplate(id: $id, name: $name, language: $language, subject: $subject, body: $body) {
      id
    }
  }
`);

export const DeleteReplyTemplateMutation = graphql(`
  mutation DeleteReplyTemplate($id: Int!) {
    deleteReplyTemplate(id: $id)
  }
`);

export const FilledReplyTemplateQuery = graphql(`
  query FilledReplyTemplate($templateId: Int!, $messageId: Int!) {
    filledReplyTemplate(templateId: $templateId, messageId: $messageId)
  }
`);
