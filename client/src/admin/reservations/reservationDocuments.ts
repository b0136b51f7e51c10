import { graphql } from '../../gql';
import type { Inbox } from '../workflow/inbox';
import { RESERVATION_STATUSES } from '../workflow/statuses';

export const AdminReservationsQuery = graphql(`
  query AdminReservations(
    $page: Int!
    $pageSize: Int!
    $search: String
    $status: ReservationStatus
    $late: Boolean
    $assigneeId: Int
  ) {
    list: reservations(
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
        ...ReservationStaffFields
        replyClock {
          minutesLeft
          tone
        }
      }
    }
  }
`);

export const DeleteReservationMutation = graphql(`
  mutation DeleteReservation($id: Int!) {
    deleteReservation(id: $id)
  }
`);

export const SetReservationStatusMutation = graphql(`
  mutation SetReservationStatus(
    $id: Int!
    $status: ReservationStatus!
    $note: String
    $visitorNote: String
  ) {
    setReservationStatus(id: $id, status: $status, note: $note, visitorNote: $visitorNote) {
      id
      status
      statusNote
      visitorNote
    }
  }
`);

export const SetReservationsStatusMutation = graphql(`
  mutation SetReservationsStatus(
    $ids: [Int!]!
    $status: ReservationStatus!
    $note: String
    $visitorNote: String
  ) {
    setReservationsStatus(ids: $ids, status: $status, note: $note, visitorNote: $visitorNote)
  }
`);

export const DeleteReservationsMutation = graphql(`
  mutation DeleteReservations($ids: [Int!]!) {
    deleteReservations(ids: $ids)
  }
`);

/** The reservations' workflow and the mutations that move and delete them (workflow/InboxTable). */
export const reservationInbox: Inbox = {
  workflow: RESERVATION_STATUSES,
  setStatus: SetReservationStatusMutation,
  setMany: SetReservationsStatusMutation,
  delete: DeleteReservationMutation,
  deleteMany: DeleteReservationsMutation,
  typename: 'Reservation',
};
