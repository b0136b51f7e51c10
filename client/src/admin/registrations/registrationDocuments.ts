import { graphql } from '../../gql';
import type { Inbox } from '../workflow/inbox';
import { REGISTRATION_STATUSES } from '../workflow/statuses';

export const AdminRegistrationsQuery = graphql(`
  query AdminRegistrations(
    $kind: RegistrationKind
    $status: RegistrationStatus
    $page: Int!
    $pageSize: Int!
    $search: String
    $late: Boolean
    $assigneeId: Int
  ) {
    list: registrationRequests(
      kind: $kind
      status: $status
      page: $page
      pageSize: $pageSize
      search: $search
      late: $late
      assigneeId: $assigneeId
    ) {
      total
      totalIsExact
      items {
        ...RegistrationRequestStaffFields
        replyClock {
          minutesLeft
          tone
        }
      }
    }
  }
`);

export const DeleteRegistrationMutation = graphql(`
  mutation DeleteRegistration($id: Int!) {
    deleteRegistrationRequest(id: $id)
  }
`);

export const SetRegistrationStatusMutation = graphql(`
  mutation SetRegistrationStatus(
    $id: Int!
    $status: RegistrationStatus!
    $note: String
    $visitorNote: String
  ) {
    setRegistrationStatus(id: $id, status: $status, note: $note, visitorNote: $visitorNote) {
      id
      status
      statusNote
      visitorNote
    }
  }
`);

export const SetRegistrationsStatusMutation = graphql(`
  mutation SetRegistrationsStatus(
    $ids: [Int!]!
    $status: RegistrationStatus!
    $note: String
    $visitorNote: String
  ) {
    setRegistrationsStatus(ids: $ids, status: $status, note: $note, visitorNote: $visitorNote)
  }
`);

export const DeleteRegistrationRequestsMutation = graphql(`
  mutation DeleteRegistrationRequests($ids: [Int!]!) {
    deleteRegistrationRequests(ids: $ids)
  }
`);

/** The registrations' workflow and the mutations that move and delete them (workflow/InboxTable). */
export const registrationInbox: Inbox = {
  workflow: REGISTRATION_STATUSES,
  setStatus: SetRegistrationStatusMutation,
  setMany: SetRegistrationsStatusMutation,
  delete: DeleteRegistrationMutation,
  deleteMany: DeleteRegistrationRequestsMutation,
  typename: 'RegistrationRequest',
};
