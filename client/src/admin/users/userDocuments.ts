import { graphql } from '../../gql';

export const StaffUsersQuery = graphql(`
  query StaffUsers {
    staffUsers {
      id
      username
      role
      active
      email
      totpEnabled
      lockedUntil
      createdAt
    }
  }
`);

export const CreateStaffUserMutation = graphql(`
  mutation CreateStaffUser($input: StaffUserInput!) {
    createStaffUser(input: $input) {
      id
      username
      role
      active
      createdAt
    }
  }
`);

export const SetStaffUserActiveMutation = graphql(`
  mutation SetStaffUserActive($id: Int!, $active: Boolean!) {
    setStaffUserActive(id: $id, active: $active) {
      id
      active
    }
  }
`);

export const SetStaffUserRoleMutation = graphql(`
  mutation SetStaffUserRole($id: Int!, $role: String!) {
    setStaffUserRole(id: $id, role: $role) {
      id
      role
    }
  }
`);

export const ResetStaffUserPasswordMutation = graphql(`
  mutation ResetStaffUserPassword($id: Int!, $password: String!) {
    resetStaffUserPassword(id: $id, password: $password) {
      id
    }
  }
`);

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`);

export const UnlockStaffUserMutation = graphql(`
  mutation UnlockStaffUser($id: Int!) {
    unlockStaffUser(id: $id) {
      id
      lockedUntil
    }
  }
`);

export const SetStaffUserEmailMutation = graphql(`
  mutation SetStaffUserEmail($id: Int!, $email: String) {
    setStaffUserEmail(id: $id, email: $email) {
      id
      email
    }
  }
`);
