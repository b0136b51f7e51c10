import { graphql } from '../../gql';

export const AdminHolidaysQuery = graphql(`
  query AdminHolidays {
    holidays {
      id
      date
      nameEn
      nameBn
    }
  }
`);

export const SaveHolidayMutation = graphql(`
  mutation SaveHoliday($id: Int, $input: HolidayInput!) {
    saveHoliday(id: $id, input: $input) {
      id
      date
      nameEn
      nameBn
    }
  }
`);

export const DeleteHolidayMutation = graphql(`
  mutation DeleteHoliday($id: Int!) {
    deleteHoliday(id: $id)
  }
`);
