import { postGraphQL } from '../../api/graphqlFetch';
import { postGraphQLFile } from '../../api/graphqlUpload';
import type { UploadOptions } from '../../api/uploadFetch';
import {
  PublicCreateReservationDocument,
  PublicUploadBookingDocumentDocument,
  type PublicCreateReservationMutation,
  type ReservationInput,
} from '../../gql/islands/graphql';

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
  const data = await postGraphQLFile(PublicUploadBookingDocumentDocument, file, locale, options);
  const { id, claimToken } = data.uploadBookingDocument;
  return { id, claimToken: claimToken ?? '' };
}

export async function createReservation(
  input: ReservationInput,
  locale: string,
  /** The submission's key: the same booking sent again is stored once (forms/outbox.ts). */
  idempotencyKey?: string,
): Promise<Reservation> {
  const data = await postGraphQL(
    PublicCreateReservationDocument,
    { input: { ...input, locale } },
    locale,
    idempotencyKey,
  );
  return data.createReservation;
}
