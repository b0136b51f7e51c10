/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

/** Where a parcel goes: inside Dhaka, its suburbs, or outside Dhaka */
export type ParcelZone =
  | 'DHAKA_SUBURBS'
  | 'INSIDE_DHAKA'
  | 'OUTSIDE_DHAKA';

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

export type PublicVehicleCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type PublicVehicleCategoriesQuery = { vehicleCategories: Array<{ id: number, name: string, group: VehicleGroup, seats: number, slug: string, description: string }> };

export type PublicFarePlacesQueryVariables = Exact<{ [key: string]: never; }>;


export type PublicFarePlacesQuery = { from: Array<string>, to: Array<string> };

export type PublicParcelRateCardQueryVariables = Exact<{
  language?: string | null | undefined;
}>;


export type PublicParcelRateCardQuery = { parcelRateCard: { id: number, effectiveFrom: string, codBasisPoints: number, returnCharge: number, zones: Array<{ zone: ParcelZone, label: string, halfKg: number, oneKg: number, extraKg: number }> } | null };

export type PublicFareQuoteQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type PublicFareQuoteQuery = { fare: { id: number, from: string, to: string, fareRate: number } | null };

export type PublicArticleListQueryVariables = Exact<{
  news: boolean;
  page: number;
  pageSize: number;
}>;


export type PublicArticleListQuery = { news?: { total: number, items: Array<{ id: number, title: string, titleBn: string | null, date: string, description: string, descriptionBn: string | null, imageUrl: string, imageWebpUrl: string | null, imageSrcSet: string | null }> }, pressCoverage?: { total: number, items: Array<{ id: number, title: string, titleBn: string | null, date: string, description: string, descriptionBn: string | null, imageUrl: string, imageWebpUrl: string | null, imageSrcSet: string | null }> } };

export type PublicArticleItemQueryVariables = Exact<{
  news: boolean;
  id: number;
}>;


export type PublicArticleItemQuery = { newsItem?: { id: number, title: string, titleBn: string | null, date: string, description: string, descriptionBn: string | null, imageUrl: string, imageWebpUrl: string | null, imageSrcSet: string | null } | null, pressCoverageItem?: { id: number, title: string, titleBn: string | null, date: string, description: string, descriptionBn: string | null, imageUrl: string, imageWebpUrl: string | null, imageSrcSet: string | null } | null };

export type PublicCmsPageFieldsFragment = { id: number, slug: string, title: string, lead: string, description: string, body: string, updatedAt: string, members: Array<{ name: string, role: string, bio: string, photoUrl: string | null }> | null, faqs: Array<{ group: string, question: string, answer: string }> | null, fines: Array<{ violation: string, appliesTo: string, penalty: string }> | null };

export type PublicCmsPageQueryVariables = Exact<{
  slug: string;
  bangla: boolean;
}>;


export type PublicCmsPageQuery = { cmsPage: { id: number, slug: string, title: string, lead: string, description: string, body: string, updatedAt: string, members: Array<{ name: string, role: string, bio: string, photoUrl: string | null }> | null, faqs: Array<{ group: string, question: string, answer: string }> | null, fines: Array<{ violation: string, appliesTo: string, penalty: string }> | null } | null, bn?: { id: number, slug: string, title: string, lead: string, description: string, body: string, updatedAt: string, members: Array<{ name: string, role: string, bio: string, photoUrl: string | null }> | null, faqs: Array<{ group: string, question: string, answer: string }> | null, fines: Array<{ violation: string, appliesTo: string, penalty: string }> | null } | null };

export type PublicHelpArticlesQueryVariables = Exact<{
  locale: string;
}>;


export type PublicHelpArticlesQuery = { helpArticles: Array<{ slug: string, category: string, title: string, summary: string }> };

export type PublicHelpSearchQueryVariables = Exact<{
  q: string;
  locale: string;
}>;


export type PublicHelpSearchQuery = { helpSearch: Array<{ slug: string, category: string, title: string, summary: string }> };

export type PublicHelpArticleQueryVariables = Exact<{
  slug: string;
  locale: string;
}>;


export type PublicHelpArticleQuery = { helpArticle: { slug: string, category: string, title: string, summary: string, body: string, updatedAt: string, related: Array<{ slug: string, title: string, summary: string }> } | null };

export const PublicCmsPageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicCmsPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CmsPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"lead"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"faqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"violation"}},{"kind":"Field","name":{"kind":"Name","value":"appliesTo"}},{"kind":"Field","name":{"kind":"Name","value":"penalty"}}]}}]}}]} as unknown as DocumentNode<PublicCmsPageFieldsFragment, unknown>;
export const PublicWebsitesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicWebsites"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WebsiteType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"websites"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"client"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageWebpUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageSmallUrl"}}]}}]}}]}}]} as unknown as DocumentNode<PublicWebsitesQuery, PublicWebsitesQueryVariables>;
export const PublicSendContactMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublicSendContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}}]}}]} as unknown as DocumentNode<PublicSendContactMessageMutation, PublicSendContactMessageMutationVariables>;
export const PublicUploadBookingDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublicUploadBookingDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadBookingDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"claimToken"}}]}}]}}]} as unknown as DocumentNode<PublicUploadBookingDocumentMutation, PublicUploadBookingDocumentMutationVariables>;
export const PublicCreateReservationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublicCreateReservation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReservationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createReservation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"departureLocation"}},{"kind":"Field","name":{"kind":"Name","value":"destinationLocation"}},{"kind":"Field","name":{"kind":"Name","value":"journeyDate"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfPassengers"}}]}}]}}]} as unknown as DocumentNode<PublicCreateReservationMutation, PublicCreateReservationMutationVariables>;
export const PublicCreateRegistrationRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublicCreateRegistrationRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRegistrationRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PublicCreateRegistrationRequestMutation, PublicCreateRegistrationRequestMutationVariables>;
export const PublicParcelPriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicParcelPrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"zone"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"weightGrams"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codAmount"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parcelPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"zone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"zone"}}},{"kind":"Argument","name":{"kind":"Name","value":"weightGrams"},"value":{"kind":"Variable","name":{"kind":"Name","value":"weightGrams"}}},{"kind":"Argument","name":{"kind":"Name","value":"codAmount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codAmount"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"parts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"returnCharge"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveFrom"}}]}}]}}]} as unknown as DocumentNode<PublicParcelPriceQuery, PublicParcelPriceQueryVariables>;
export const PublicSubmitPartnerDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublicSubmitPartnerDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PartnerDocumentSubmission"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitPartnerDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<PublicSubmitPartnerDocumentMutation, PublicSubmitPartnerDocumentMutationVariables>;
export const PublicVehicleCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicVehicleCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vehicleCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<PublicVehicleCategoriesQuery, PublicVehicleCategoriesQueryVariables>;
export const PublicFarePlacesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicFarePlaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"from"},"name":{"kind":"Name","value":"places"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"EnumValue","value":"FROM"}}]},{"kind":"Field","alias":{"kind":"Name","value":"to"},"name":{"kind":"Name","value":"places"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"EnumValue","value":"TO"}}]}]}}]} as unknown as DocumentNode<PublicFarePlacesQuery, PublicFarePlacesQueryVariables>;
export const PublicParcelRateCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicParcelRateCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parcelRateCard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveFrom"}},{"kind":"Field","name":{"kind":"Name","value":"codBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"returnCharge"}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"label"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}]},{"kind":"Field","name":{"kind":"Name","value":"halfKg"}},{"kind":"Field","name":{"kind":"Name","value":"oneKg"}},{"kind":"Field","name":{"kind":"Name","value":"extraKg"}}]}}]}}]}}]} as unknown as DocumentNode<PublicParcelRateCardQuery, PublicParcelRateCardQueryVariables>;
export const PublicFareQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicFareQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fare"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"fareRate"}}]}}]}}]} as unknown as DocumentNode<PublicFareQuoteQuery, PublicFareQuoteQueryVariables>;
export const PublicArticleListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicArticleList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"news"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"news"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"news"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleBn"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionBn"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageWebpUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageSrcSet"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pressCoverage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"skip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"news"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleBn"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionBn"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageWebpUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageSrcSet"}}]}}]}}]}}]} as unknown as DocumentNode<PublicArticleListQuery, PublicArticleListQueryVariables>;
export const PublicArticleItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicArticleItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"news"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"news"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleBn"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionBn"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageWebpUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageSrcSet"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pressCoverageItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"skip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"news"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleBn"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionBn"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageWebpUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageSrcSet"}}]}}]}}]} as unknown as DocumentNode<PublicArticleItemQuery, PublicArticleItemQueryVariables>;
export const PublicCmsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicCmsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bangla"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cmsPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicCmsPageFields"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"bn"},"name":{"kind":"Name","value":"cmsPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"StringValue","value":"bn","block":false}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bangla"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicCmsPageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicCmsPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CmsPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"lead"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"faqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"violation"}},{"kind":"Field","name":{"kind":"Name","value":"appliesTo"}},{"kind":"Field","name":{"kind":"Name","value":"penalty"}}]}}]}}]} as unknown as DocumentNode<PublicCmsPageQuery, PublicCmsPageQueryVariables>;
export const PublicHelpArticlesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicHelpArticles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"helpArticles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}}]}}]} as unknown as DocumentNode<PublicHelpArticlesQuery, PublicHelpArticlesQueryVariables>;
export const PublicHelpSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicHelpSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"helpSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}}]}}]} as unknown as DocumentNode<PublicHelpSearchQuery, PublicHelpSearchQueryVariables>;
export const PublicHelpArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicHelpArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"helpArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"related"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}}]}}]}}]} as unknown as DocumentNode<PublicHelpArticleQuery, PublicHelpArticleQueryVariables>;