import { graphql } from '../../gql';

export const SavedViewsQuery = graphql(`
  query SavedViews {
    savedViews {
      id
      name
      kind
      search
      status
      late
      role
      count
    }
  }
`);

export const SaveViewMutation = graphql(`
  mutation SaveView($input: SavedViewInput!) {
    saveView(input: $input) {
      id
      name
      count
    }
  }
`);

/** Each inbox's page, by the kind a saved view names. */
export const INBOX_PATHS: Record<string, string> = {
  MESSAGE: '/dashbord/viewMessage',
  RESERVATION: '/dashbord/viewReservation',
  REGISTRATION: '/dashbord/registrations',
};
