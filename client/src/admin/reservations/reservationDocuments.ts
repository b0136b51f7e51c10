import { graphql } from '../../gql';

export const AdminReservationsQuery = graphql(`
  query AdminReservations($page: Int!, $pageSize: Int!, $search: String) {
    list: reservations(page: $page, pageSize: $pageSize, search: $search) {
      total
      items {
        id
        kind
        departureLocation
        destinationLocation
        passengerName
        email
        mobile
        numberOfPassengers
        journeyDate
        bookingDocument {
          id
          fileName
          mimeType
          size
          downloadUrl
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
