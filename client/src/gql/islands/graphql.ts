/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** What a visitor writes in the contact form */
export type ContactMessageInput = {
  /** Phone number: 6 to 20 digits; spaces, dashes and a leading + allowed */
  contactNumber: string;
  email: string;
  /** The language of the page it was sent from, en or bn (en when absent) */
  locale?: string | null | undefined;
  message: string;
  name: string;
  subject: string;
};

/** A partner’s paper: NID, driving licence, vehicle registration, tax token, … */
export type DocumentKind =
  | 'DRIVING_LICENCE'
  | 'FITNESS'
  | 'INSURANCE'
  | 'NID'
  | 'OWNER_NID'
  | 'TAX_TOKEN'
  | 'TRADE_LICENCE'
  | 'VEHICLE_REGISTRATION';

/** PENDING until staff look, ACCEPTED, REJECTED (with a reason) or REPLACED */
export type DocumentState =
  | 'ACCEPTED'
  | 'PENDING'
  | 'REJECTED'
  | 'REPLACED';

/** One paper a partner sends, with their registration’s reference */
export type PartnerDocumentSubmission = {
  /** The phone number or e-mail the registration gave */
  contact: string;
  /** YYYY-MM-DD; Bangla digits allowed */
  expiresOn?: string | null | undefined;
  kind: DocumentKind;
  /** As written on the paper; Bangla digits allowed */
  number: string;
  /** The registration’s reference, DR-XXXX-XXXX */
  reference: string;
};

/** Who wants to join: driver captain, customer, fleet partner or merchant */
export type RegistrationKind =
  | 'CUSTOMER'
  | 'DRIVER'
  | 'FLEET_PARTNER'
  | 'MERCHANT';

/** A registration form. Drivers give vehicleType; merchants businessName and productCategory; fleet partners fleetSize (and businessName if they have one). Fields for other kinds are ignored. */
export type RegistrationRequestInput = {
  businessName?: string | null | undefined;
  city: string;
  countryCode?: string;
  email?: string | null | undefined;
  fleetSize?: number | null | undefined;
  kind: RegistrationKind;
  /** The language of the page it was sent from, en or bn (en when absent) */
  locale?: string | null | undefined;
  name: string;
  phone: string;
  productCategory?: string | null | undefined;
  vehicleType?: VehicleGroup | null | undefined;
};

/** A booking request from the public site */
export type ReservationInput = {
  /** The id uploadBookingDocument answered, if a document is attached */
  bookingDocumentId?: number | null | undefined;
  /** The claimToken uploadBookingDocument answered: required with bookingDocumentId */
  claimToken?: string | null | undefined;
  departureLocation: string;
  destinationLocation: string;
  email: string;
  /** YYYY-MM-DD, from today (Asia/Dhaka) up to a year ahead */
  journeyDate: string;
  kind?: ReservationKind;
  /** The language of the page it was sent from, en or bn (en when absent) */
  locale?: string | null | undefined;
  /** Phone number: 6 to 20 digits; spaces, dashes and a leading + allowed */
  mobile: string;
  /** 1–14 for a ride, 1–6 for a helicopter */
  numberOfPassengers: number;
  passengerName: string;
};

export type ReservationKind =
  | 'HELICOPTER'
  | 'RIDE';

export type VehicleGroup =
  | 'Ambulance'
  | 'Bike'
  | 'Car'
  | 'Micro';

/** What the IT-services team built: a website, a mobile app or other software */
export type WebsiteType =
  | 'MOBILE_APP'
  | 'SOFTWARE'
  | 'WEBSITE';

export type PublicWebsitesQueryVariables = Exact<{
  page: number;
  pageSize: number;
  search?: string | null | undefined;
  type?: WebsiteType | null | undefined;
}>;


export type PublicWebsitesQuery = { websites: { total: number, items: Array<{ id: number, name: string, url: string, type: WebsiteType, client: string, description: string, year: number, imageUrl: string, imageWebpUrl: string | null, imageSmallUrl: string | null }> } };

export type PublicSendContactMessageMutationVariables = Exact<{
  input: ContactMessageInput;
}>;


export type PublicSendContactMessageMutation = { sendContactMessage: { id: number, reference: string } };

export type PublicUploadBookingDocumentMutationVariables = Exact<{
  file: File;
}>;


export type PublicUploadBookingDocumentMutation = { uploadBookingDocument: { id: number, fileName: string, size: number, claimToken: string | null } };

export type PublicCreateReservationMutationVariables = Exact<{
  input: ReservationInput;
}>;


export type PublicCreateReservationMutation = { createReservation: { id: number, reference: string, kind: ReservationKind, departureLocation: string, destinationLocation: string, journeyDate: string, numberOfPassengers: number } };

export type PublicCreateRegistrationRequestMutationVariables = Exact<{
  input: RegistrationRequestInput;
}>;


export type PublicCreateRegistrationRequestMutation = { createRegistrationRequest: { id: number, reference: string, kind: RegistrationKind, name: string } };

export type PublicParcelPriceQueryVariables = Exact<{
  zone: string;
  weightGrams: number;
  codAmount?: number | null | undefined;
  language?: string | null | undefined;
}>;


export type PublicParcelPriceQuery = { parcelPrice: { total: number, returnCharge: number, effectiveFrom: string, parts: Array<{ label: string, amount: number }> } };

export type PublicSubmitPartnerDocumentMutationVariables = Exact<{
  input: PartnerDocumentSubmission;
  file: File;
}>;


export type PublicSubmitPartnerDocumentMutation = { submitPartnerDocument: { id: string, kind: DocumentKind, state: DocumentState } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const PublicWebsitesDocument = new TypedDocumentString(`
    query PublicWebsites($page: Int!, $pageSize: Int!, $search: String, $type: WebsiteType) {
  websites(page: $page, pageSize: $pageSize, search: $search, type: $type) {
    total
    items {
      id
      name
      url
      type
      client
      description
      year
      imageUrl
      imageWebpUrl
      imageSmallUrl
    }
  }
}
    `) as unknown as TypedDocumentString<PublicWebsitesQuery, PublicWebsitesQueryVariables>;
export const PublicSendContactMessageDocument = new TypedDocumentString(`
    mutation PublicSendContactMessage($input: ContactMessageInput!) {
  sendContactMessage(input: $input) {
    id
    reference
  }
}
    `) as unknown as TypedDocumentString<PublicSendContactMessageMutation, PublicSendContactMessageMutationVariables>;
export const PublicUploadBookingDocumentDocument = new TypedDocumentString(`
    mutation PublicUploadBookingDocument($file: Upload!) {
  uploadBookingDocument(file: $file) {
    id
    fileName
    size
    claimToken
  }
}
    `) as unknown as TypedDocumentString<PublicUploadBookingDocumentMutation, PublicUploadBookingDocumentMutationVariables>;
export const PublicCreateReservationDocument = new TypedDocumentString(`
    mutation PublicCreateReservation($input: ReservationInput!) {
  createReservation(input: $input) {
    id
    reference
    kind
    departureLocation
    destinationLocation
    journeyDate
    numberOfPassengers
  }
}
    `) as unknown as TypedDocumentString<PublicCreateReservationMutation, PublicCreateReservationMutationVariables>;
export const PublicCreateRegistrationRequestDocument = new TypedDocumentString(`
    mutation PublicCreateRegistrationRequest($input: RegistrationRequestInput!) {
  createRegistrationRequest(input: $input) {
    id
    reference
    kind
    name
  }
}
    `) as unknown as TypedDocumentString<PublicCreateRegistrationRequestMutation, PublicCreateRegistrationRequestMutationVariables>;
export const PublicParcelPriceDocument = new TypedDocumentString(`
    query PublicParcelPrice($zone: String!, $weightGrams: Float!, $codAmount: Float, $language: String) {
  parcelPrice(
    zone: $zone
    weightGrams: $weightGrams
    codAmount: $codAmount
    language: $language
  ) {
    total
    parts {
      label
      amount
    }
    returnCharge
    effectiveFrom
  }
}
    `) as unknown as TypedDocumentString<PublicParcelPriceQuery, PublicParcelPriceQueryVariables>;
export const PublicSubmitPartnerDocumentDocument = new TypedDocumentString(`
    mutation PublicSubmitPartnerDocument($input: PartnerDocumentSubmission!, $file: Upload!) {
  submitPartnerDocument(input: $input, file: $file) {
    id
    kind
    state
  }
}
    `) as unknown as TypedDocumentString<PublicSubmitPartnerDocumentMutation, PublicSubmitPartnerDocumentMutationVariables>;