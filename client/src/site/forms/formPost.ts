import { createContext } from 'react';
import type { ReservationKind } from '../../gql/site/graphql';
import type * as Contract from '../../../../server/src/ssr/contract';

/*
 * A form sent without JavaScript (a plain HTML POST the server validated): the page is rendered
 * again with what was sent and the field errors, or with the outcome. The types are the
 * server-rendering contract's (server/src/ssr/contract.ts); the server renders with it (a
 * feature's `forms`), the form's island gets it in its props (ContactPage.tsx, BookingPage.tsx).
 */

export type FormPost = Contract.FormPost<ReservationKind>;
export type BookingPost = Contract.BookingPost<ReservationKind>;
export type {
  CheckPost,
  Posted,
  PrivacyPost,
  RegistrationPost,
  StatusPost,
  VerifyPost,
} from '../../../../server/src/ssr/contract';

export const FormPostContext = createContext<FormPost | null>(null);
