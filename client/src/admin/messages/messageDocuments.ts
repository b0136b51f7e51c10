import { graphql } from '../../gql';
import type { Inbox } from '../workflow/inbox';
import { MESSAGE_STATUSES } from '../workflow/statuses';

export const AdminMessagesQuery = graphql(`
  query AdminMessages(
    $page: Int!
    $pageSize: Int!
    $search: String
    $status: ContactMessageStatus
    $late: Boolean
    $assigneeId: Int
  ) {
    list: contactMessages(
      page: $page
      pageSize: $pageSize
      search: $search
      status: $status
      late: $late
      assigneeId: $assigneeId
    ) {
      total
      totalIsExact
      items {
        ...ContactMessageStaffFields
        replyClock {
          minutesLeft
          tone
        }
      }
    }
  }
`);

export const DeleteMessageMutation = graphql(`
  mutation DeleteMessage($id: Int!) {
    deleteContactMessage(id: $id)
  }
`);

export const SetMessageStatusMutation = graphql(`
  mutation SetMessageStatus(
    $id: Int!
    $status: ContactMessageStatus!
    $note: String
    $visitorNote: String
  ) {
    setContactMessageStatus(id: $id, status: $status, note: $note, visitorNote: $visitorNote) {
      id
      status
      statusNote
      visitorNote
    }
  }
`);

export const SetMessagesStatusMutation = graphql(`
  mutation SetMessagesStatus(
    $ids: [Int!]!
    $status: ContactMessageStatus!
    $note: String
    $visitorNote: String
  ) {
    setContactMessagesStatus(ids: $ids, status: $status, note: $note, visitorNote: $visitorNote)
  }
`);

export const DeleteMessagesMutation = graphql(`
  mutation DeleteMessages($ids: [Int!]!) {
    deleteContactMessages(ids: $ids)
  }
`);

/** The messages' workflow and the mutations that move and delete them (workflow/InboxTable). */
export const messageInbox: Inbox = {
  workflow: MESSAGE_STATUSES,
  setStatus: SetMessageStatusMutation,
  setMany: SetMessagesStatusMutation,
  delete: DeleteMessageMutation,
  deleteMany: DeleteMessagesMutation,
  typename: 'ContactMessage',
};
