import { graphql } from '../../gql';

export const MyTwoFactorQuery = graphql(`
  query MyTwoFactor {
    me {
      id
      totpEnabled
    }
  }
`);

export const StartTotpMutation = graphql(`
  mutation StartTotp {
    startTotpEnrolment {
      secret
      otpauthUrl
      qrSvg
    }
  }
`);

export const ConfirmTotpMutation = graphql(`
  mutation ConfirmTotp($code: String!) {
    confirmTotpEnrolment(code: $code)
  }
`);

export const DisableTotpMutation = graphql(`
  mutation DisableTotp($code: String!) {
    disableTotp(code: $code)
  }
`);
