/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query PublicWebsites($page: Int!, $pageSize: Int!, $search: String, $type: WebsiteType) {\n    websites(page: $page, pageSize: $pageSize, search: $search, type: $type) {\n      total\n      items {\n        id\n        name\n        url\n        type\n        client\n        description\n        year\n        imageUrl\n        imageWebpUrl\n        imageSmallUrl\n      }\n    }\n  }\n": typeof types.PublicWebsitesDocument,
    "\n  mutation PublicSendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n      reference\n    }\n  }\n": typeof types.PublicSendContactMessageDocument,
    "\n  mutation PublicUploadBookingDocument($file: Upload!) {\n    uploadBookingDocument(file: $file) {\n      id\n      fileName\n      size\n      claimToken\n    }\n  }\n": typeof types.PublicUploadBookingDocumentDocument,
    "\n  mutation PublicCreateReservation($input: ReservationInput!) {\n    createReservation(input: $input) {\n      id\n      reference\n      kind\n      departureLocation\n      destinationLocation\n      journeyDate\n      numberOfPassengers\n    }\n  }\n": typeof types.PublicCreateReservationDocument,
    "\n  mutation PublicCreateRegistrationRequest($input: RegistrationRequestInput!) {\n    createRegistrationRequest(input: $input) {\n      id\n      reference\n      kind\n      name\n    }\n  }\n": typeof types.PublicCreateRegistrationRequestDocument,
    "\n  query PublicParcelPrice(\n    $zone: String!\n    $weightGrams: Float!\n    $codAmount: Float\n    $language: String\n  ) {\n    parcelPrice(\n      zone: $zone\n      weightGrams: $weightGrams\n      codAmount: $codAmount\n      language: $language\n    ) {\n      total\n      parts {\n        label\n        amount\n      }\n      returnCharge\n      effectiveFrom\n    }\n  }\n": typeof types.PublicParcelPriceDocument,
    "\n  mutation PublicSubmitPartnerDocument($input: PartnerDocumentSubmission!, $file: Upload!) {\n    submitPartnerDocument(input: $input, file: $file) {\n      id\n      kind\n      state\n    }\n  }\n": typeof types.PublicSubmitPartnerDocumentDocument,
};
const documents: Documents = {
    "\n  query PublicWebsites($page: Int!, $pageSize: Int!, $search: String, $type: WebsiteType) {\n    websites(page: $page, pageSize: $pageSize, search: $search, type: $type) {\n      total\n      items {\n        id\n        name\n        url\n        type\n        client\n        description\n        year\n        imageUrl\n        imageWebpUrl\n        imageSmallUrl\n      }\n    }\n  }\n": types.PublicWebsitesDocument,
    "\n  mutation PublicSendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n      reference\n    }\n  }\n": types.PublicSendContactMessageDocument,
    "\n  mutation PublicUploadBookingDocument($file: Upload!) {\n    uploadBookingDocument(file: $file) {\n      id\n      fileName\n      size\n      claimToken\n    }\n  }\n": types.PublicUploadBookingDocumentDocument,
    "\n  mutation PublicCreateReservation($input: ReservationInput!) {\n    createReservation(input: $input) {\n      id\n      reference\n      kind\n      departureLocation\n      destinationLocation\n      journeyDate\n      numberOfPassengers\n    }\n  }\n": types.PublicCreateReservationDocument,
    "\n  mutation PublicCreateRegistrationRequest($input: RegistrationRequestInput!) {\n    createRegistrationRequest(input: $input) {\n      id\n      reference\n      kind\n      name\n    }\n  }\n": types.PublicCreateRegistrationRequestDocument,
    "\n  query PublicParcelPrice(\n    $zone: String!\n    $weightGrams: Float!\n    $codAmount: Float\n    $language: String\n  ) {\n    parcelPrice(\n      zone: $zone\n      weightGrams: $weightGrams\n      codAmount: $codAmount\n      language: $language\n    ) {\n      total\n      parts {\n        label\n        amount\n      }\n      returnCharge\n      effectiveFrom\n    }\n  }\n": types.PublicParcelPriceDocument,
    "\n  mutation PublicSubmitPartnerDocument($input: PartnerDocumentSubmission!, $file: Upload!) {\n    submitPartnerDocument(input: $input, file: $file) {\n      id\n      kind\n      state\n    }\n  }\n": types.PublicSubmitPartnerDocumentDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicWebsites($page: Int!, $pageSize: Int!, $search: String, $type: WebsiteType) {\n    websites(page: $page, pageSize: $pageSize, search: $search, type: $type) {\n      total\n      items {\n        id\n        name\n        url\n        type\n        client\n        description\n        year\n        imageUrl\n        imageWebpUrl\n        imageSmallUrl\n      }\n    }\n  }\n"): typeof import('./graphql').PublicWebsitesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublicSendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n      reference\n    }\n  }\n"): typeof import('./graphql').PublicSendContactMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublicUploadBookingDocument($file: Upload!) {\n    uploadBookingDocument(file: $file) {\n      id\n      fileName\n      size\n      claimToken\n    }\n  }\n"): typeof import('./graphql').PublicUploadBookingDocumentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublicCreateReservation($input: ReservationInput!) {\n    createReservation(input: $input) {\n      id\n      reference\n      kind\n      departureLocation\n      destinationLocation\n      journeyDate\n      numberOfPassengers\n    }\n  }\n"): typeof import('./graphql').PublicCreateReservationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublicCreateRegistrationRequest($input: RegistrationRequestInput!) {\n    createRegistrationRequest(input: $input) {\n      id\n      reference\n      kind\n      name\n    }\n  }\n"): typeof import('./graphql').PublicCreateRegistrationRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicParcelPrice(\n    $zone: String!\n    $weightGrams: Float!\n    $codAmount: Float\n    $language: String\n  ) {\n    parcelPrice(\n      zone: $zone\n      weightGrams: $weightGrams\n      codAmount: $codAmount\n      language: $language\n    ) {\n      total\n      parts {\n        label\n        amount\n      }\n      returnCharge\n      effectiveFrom\n    }\n  }\n"): typeof import('./graphql').PublicParcelPriceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublicSubmitPartnerDocument($input: PartnerDocumentSubmission!, $file: Upload!) {\n    submitPartnerDocument(input: $input, file: $file) {\n      id\n      kind\n      state\n    }\n  }\n"): typeof import('./graphql').PublicSubmitPartnerDocumentDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
