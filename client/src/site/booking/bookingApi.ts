import { postGraphQL } from '../../api/graphqlFetch';
import { postGraphQLFile } from '../../api/graphqlUpload';
import type { UploadOptions } from '../../api/uploadFetch';
import type {
  PublicCreateReservationMutation,
  PublicUploadBookingDocumentMutation,
  ReservationInput,
} from '../../gql/site/graphql';

/*
 * The booking island's two mutations (siteDocuments.ts has them for the types), sent by fetch: no
 * GraphQL client in a public page.
 */

export const UPLOAD_BOOKING_DOCUMENT = `mutation PublicUploadBookingDocument($file: Upload!) {
  uploadBookingDocument(file: $file) { id fileName size claimToken }
}`;

export const CREATE_RESERVATION = `mutation PublicCreateReservation($input: ReservationInput!) {
  createReservation(input: $input) { id reference kind departureLocation destinationLocation journeyDate numberOfPassengers }
}`;

export type Reservation = PublicCreateReservationMutation['createReservation'];

/**
 * Stores the document (multipart, with progress and cancel): its id and the one-time claim token
 * the reservation sends with it.
 */
export async function uploadBookingDocument(
  file: File,
  locale: string,
  options: UploadOptions,
): Promise<{ id: number; claimToken: string }> {
  const data = await postGraphQLFile<PublicUploadBookingDocumentMutation>(
    UPLOAD_BOOKING_DOCUMENT,
    file,
    locale,
    options,
  );
  const { id, claimToken } = data.uploadBookingDocument;
  return { id, claimToken: claimToken ?? '' };
}

export async function createReservation(
  input: ReservationInput,
  locale: string,
  /** The submission's key: the same booking sent again is stored once (forms/outbox.ts). */
  idempotencyKey?: string,
): Promise<Reservation> {
  const data = await postGraphQL<PublicCreateReservationMutation>(
    CREATE_RESERVATION,
    { input: { ...input, locale } },
    locale,
    idempotencyKey,
  );
  return data.createReservation;
}
