/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

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
    "\n  query PublicVehicleCategories {\n    vehicleCategories {\n      id\n      name\n      group\n      seats\n      slug\n      description\n    }\n  }\n": typeof types.PublicVehicleCategoriesDocument,
    "\n  query PublicFarePlaces {\n    from: places(type: FROM)\n    to: places(type: TO)\n  }\n": typeof types.PublicFarePlacesDocument,
    "\n  query PublicParcelRateCard($language: String) {\n    parcelRateCard {\n      id\n      effectiveFrom\n      codBasisPoints\n      returnCharge\n      zones {\n        zone\n        label(language: $language)\n        halfKg\n        oneKg\n        extraKg\n      }\n    }\n  }\n": typeof types.PublicParcelRateCardDocument,
    "\n  query PublicFareQuote($from: String!, $to: String!) {\n    fare(from: $from, to: $to) {\n      id\n      from\n      to\n      fareRate\n    }\n  }\n": typeof types.PublicFareQuoteDocument,
    "\n  query PublicArticleList($news: Boolean!, $page: Int!, $pageSize: Int!) {\n    news(page: $page, pageSize: $pageSize) @include(if: $news) {\n      total items { id title titleBn date description descriptionBn imageUrl imageWebpUrl imageSrcSet }\n    }\n    pressCoverage(page: $page, pageSize: $pageSize) @skip(if: $news) {\n      total items { id title titleBn date description descriptionBn imageUrl imageWebpUrl imageSrcSet }\n    }\n  }\n": typeof types.PublicArticleListDocument,
    "\n  query PublicArticleItem($news: Boolean!, $id: Int!) {\n    newsItem(id: $id) @include(if: $news) { id title titleBn date description descriptionBn imageUrl imageWebpUrl imageSrcSet }\n    pressCoverageItem(id: $id) @skip(if: $news) { id title titleBn date description descriptionBn imageUrl imageWebpUrl imageSrcSet }\n  }\n": typeof types.PublicArticleItemDocument,
    "\n  fragment PublicCmsPageFields on CmsPage {\n    id\n    slug\n    title\n    lead\n    description\n    body\n    updatedAt\n    members {\n      name\n      role\n      bio\n      photoUrl\n    }\n    faqs {\n      group\n      question\n      answer\n    }\n    fines {\n      violation\n      appliesTo\n      penalty\n    }\n  }\n": typeof types.PublicCmsPageFieldsFragmentDoc,
    "\n  query PublicCmsPage($slug: String!, $bangla: Boolean!) {\n    cmsPage(slug: $slug) {\n      ...PublicCmsPageFields\n    }\n    bn: cmsPage(slug: $slug, locale: \"bn\") @include(if: $bangla) {\n      ...PublicCmsPageFields\n    }\n  }\n": typeof types.PublicCmsPageDocument,
    "\n  query PublicHelpArticles($locale: String!) {\n    helpArticles(locale: $locale) {\n      slug\n      category\n      title\n      summary\n    }\n  }\n": typeof types.PublicHelpArticlesDocument,
    "\n  query PublicHelpSearch($q: String!, $locale: String!) {\n    helpSearch(q: $q, locale: $locale) {\n      slug\n      category\n      title\n      summary\n    }\n  }\n": typeof types.PublicHelpSearchDocument,
    "\n  query PublicHelpArticle($slug: String!, $locale: String!) {\n    helpArticle(slug: $slug, locale: $locale) {\n      slug\n      category\n      title\n      summary\n      body\n      updatedAt\n      related {\n        slug\n        title\n        summary\n      }\n    }\n  }\n": typeof types.PublicHelpArticleDocument,
};
const documents: Documents = {
    "\n  query PublicWebsites($page: Int!, $pageSize: Int!, $search: String, $type: WebsiteType) {\n    websites(page: $page, pageSize: $pageSize, search: $search, type: $type) {\n      total\n      items {\n        id\n        name\n        url\n        type\n        client\n        description\n        year\n        imageUrl\n        imageWebpUrl\n        imageSmallUrl\n      }\n    }\n  }\n": types.PublicWebsitesDocument,
    "\n  mutation PublicSendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n      reference\n    }\n  }\n": types.PublicSendContactMessageDocument,
    "\n  mutation PublicUploadBookingDocument($file: Upload!) {\n    uploadBookingDocument(file: $file) {\n      id\n      fileName\n      size\n      claimToken\n    }\n  }\n": types.PublicUploadBookingDocumentDocument,
    "\n  mutation PublicCreateReservation($input: ReservationInput!) {\n    createReservation(input: $input) {\n      id\n      reference\n      kind\n      departureLocation\n      destinationLocation\n      journeyDate\n      numberOfPassengers\n    }\n  }\n": types.PublicCreateReservationDocument,
    "\n  mutation PublicCreateRegistrationRequest($input: RegistrationRequestInput!) {\n    createRegistrationRequest(input: $input) {\n      id\n      reference\n      kind\n      name\n    }\n  }\n": types.PublicCreateRegistrationRequestDocument,
    "\n  query PublicParcelPrice(\n    $zone: String!\n    $weightGrams: Float!\n    $codAmount: Float\n    $language: String\n  ) {\n    parcelPrice(\n      zone: $zone\n      weightGrams: $weightGrams\n      codAmount: $codAmount\n      language: $language\n    ) {\n      total\n      parts {\n        label\n        amount\n      }\n      returnCharge\n      effectiveFrom\n    }\n  }\n": types.PublicParcelPriceDocument,
    "\n  mutation PublicSubmitPartnerDocument($input: PartnerDocumentSubmission!, $file: Upload!) {\n    submitPartnerDocument(input: $input, file: $file) {\n      id\n      kind\n      state\n    }\n  }\n": types.PublicSubmitPartnerDocumentDocument,
    "\n  query PublicVehicleCategories {\n    vehicleCategories {\n      id\n      name\n      group\n      seats\n      slug\n      description\n    }\n  }\n": types.PublicVehicleCategoriesDocument,
    "\n  query PublicFarePlaces {\n    from: places(type: FROM)\n    to: places(type: TO)\n  }\n": types.PublicFarePlacesDocument,
    "\n  query PublicParcelRateCard($language: String) {\n    parcelRateCard {\n      id\n      effectiveFrom\n      codBasisPoints\n      returnCharge\n      zones {\n        zone\n        label(language: $language)\n        halfKg\n        oneKg\n        extraKg\n      }\n    }\n  }\n": types.PublicParcelRateCardDocument,
    "\n  query PublicFareQuote($from: String!, $to: String!) {\n    fare(from: $from, to: $to) {\n      id\n      from\n      to\n      fareRate\n    }\n  }\n": types.PublicFareQuoteDocument,
    "\n  query PublicArticleList($news: Boolean!, $page: Int!, $pageSize: Int!) {\n    news(page: $page, pageSize: $pageSize) @include(if: $news) {\n      total items { id title titleBn date description descriptionBn imageUrl imageWebpUrl imageSrcSet }\n    }\n    pressCoverage(page: $page, pageSize: $pageSize) @skip(if: $news) {\n      total items { id title titleBn date description descriptionBn imageUrl imageWebpUrl imageSrcSet }\n    }\n  }\n": types.PublicArticleListDocument,
    "\n  query PublicArticleItem($news: Boolean!, $id: Int!) {\n    newsItem(id: $id) @include(if: $news) { id title titleBn date description descriptionBn imageUrl imageWebpUrl imageSrcSet }\n    pressCoverageItem(id: $id) @skip(if: $news) { id title titleBn date description descriptionBn imageUrl imageWebpUrl imageSrcSet }\n  }\n": types.PublicArticleItemDocument,
    "\n  fragment PublicCmsPageFields on CmsPage {\n    id\n    slug\n    title\n    lead\n    description\n    body\n    updatedAt\n    members {\n      name\n      role\n      bio\n      photoUrl\n    }\n    faqs {\n      group\n      question\n      answer\n    }\n    fines {\n      violation\n      appliesTo\n      penalty\n    }\n  }\n": types.PublicCmsPageFieldsFragmentDoc,
    "\n  query PublicCmsPage($slug: String!, $bangla: Boolean!) {\n    cmsPage(slug: $slug) {\n      ...PublicCmsPageFields\n    }\n    bn: cmsPage(slug: $slug, locale: \"bn\") @include(if: $bangla) {\n      ...PublicCmsPageFields\n    }\n  }\n": types.PublicCmsPageDocument,
    "\n  query PublicHelpArticles($locale: String!) {\n    helpArticles(locale: $locale) {\n      slug\n      category\n      title\n      summary\n    }\n  }\n": types.PublicHelpArticlesDocument,
    "\n  query PublicHelpSearch($q: String!, $locale: String!) {\n    helpSearch(q: $q, locale: $locale) {\n      slug\n      category\n      title\n      summary\n    }\n  }\n": types.PublicHelpSearchDocument,
    "\n  query PublicHelpArticle($slug: String!, $locale: String!) {\n    helpArticle(slug: $slug, locale: $locale) {\n      slug\n      category\n      title\n      summary\n      body\n      updatedAt\n      related {\n        slug\n        title\n        summary\n      }\n    }\n  }\n": types.PublicHelpArticleDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicWebsites($page: Int!, $pageSize: Int!, $search: String, $type: WebsiteType) {\n    websites(page: $page, pageSize: $pageSize, search: $search, type: $type) {\n      total\n      items {\n        id\n        name\n        url\n        type\n        client\n        description\n        year\n        imageUrl\n        imageWebpUrl\n        imageSmallUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicWebsites($page: Int!, $pageSize: Int!, $search: String, $type: WebsiteType) {\n    websites(page: $page, pageSize: $pageSize, search: $search, type: $type) {\n      total\n      items {\n        id\n        name\n        url\n        type\n        client\n        description\n        year\n        imageUrl\n        imageWebpUrl\n        imageSmallUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublicSendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n      reference\n    }\n  }\n"): (typeof documents)["\n  mutation PublicSendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n      reference\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublicUploadBookingDocument($file: Upload!) {\n    uploadBookingDocument(file: $file) {\n      id\n      fileName\n      size\n      claimToken\n    }\n  }\n"): (typeof documents)["\n  mutation PublicUploadBookingDocument($file: Upload!) {\n    uploadBookingDocument(file: $file) {\n      id\n      fileName\n      size\n      claimToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublicCreateReservation($input: ReservationInput!) {\n    createReservation(input: $input) {\n      id\n      reference\n      kind\n      departureLocation\n      destinationLocation\n      journeyDate\n      numberOfPassengers\n    }\n  }\n"): (typeof documents)["\n  mutation PublicCreateReservation($input: ReservationInput!) {\n    createReservation(input: $input) {\n      id\n      reference\n      kind\n      departureLocation\n      destinationLocation\n      journeyDate\n      numberOfPassengers\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublicCreateRegistrationRequest($input: RegistrationRequestInput!) {\n    createRegistrationRequest(input: $input) {\n      id\n      reference\n      kind\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation PublicCreateRegistrationRequest($input: RegistrationRequestInput!) {\n    createRegistrationRequest(input: $input) {\n      id\n      reference\n      kind\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicParcelPrice(\n    $zone: String!\n    $weightGrams: Float!\n    $codAmount: Float\n    $language: String\n  ) {\n    parcelPrice(\n      zone: $zone\n      weightGrams: $weightGrams\n      codAmount: $codAmount\n      language: $language\n    ) {\n      total\n      parts {\n        label\n        amount\n      }\n      returnCharge\n      effectiveFrom\n    }\n  }\n"): (typeof documents)["\n  query PublicParcelPrice(\n    $zone: String!\n    $weightGrams: Float!\n    $codAmount: Float\n    $language: String\n  ) {\n    parcelPrice(\n      zone: $zone\n      weightGrams: $weightGrams\n      codAmount: $codAmount\n      language: $language\n    ) {\n      total\n      parts {\n        label\n        amount\n      }\n      returnCharge\n      effectiveFrom\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublicSubmitPartnerDocument($input: PartnerDocumentSubmission!, $file: Upload!) {\n    submitPartnerDocument(input: $input, file: $file) {\n      id\n      kind\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation PublicSubmitPartnerDocument($input: PartnerDocumentSubmission!, $file: Upload!) {\n    submitPartnerDocument(input: $input, file: $file) {\n      id\n      kind\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicVehicleCategories {\n    vehicleCategories {\n      id\n      name\n      group\n      seats\n      slug\n      description\n    }\n  }\n"): (typeof documents)["\n  query PublicVehicleCategories {\n    vehicleCategories {\n      id\n      name\n      group\n      seats\n      slug\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicFarePlaces {\n    from: places(type: FROM)\n    to: places(type: TO)\n  }\n"): (typeof documents)["\n  query PublicFarePlaces {\n    from: places(type: FROM)\n    to: places(type: TO)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicParcelRateCard($language: String) {\n    parcelRateCard {\n      id\n      effectiveFrom\n      codBasisPoints\n      returnCharge\n      zones {\n        zone\n        label(language: $language)\n        halfKg\n        oneKg\n        extraKg\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicParcelRateCard($language: String) {\n    parcelRateCard {\n      id\n      effectiveFrom\n      codBasisPoints\n      returnCharge\n      zones {\n        zone\n        label(language: $language)\n        halfKg\n        oneKg\n        extraKg\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicFareQuote($from: String!, $to: String!) {\n    fare(from: $from, to: $to) {\n      id\n      from\n      to\n      fareRate\n    }\n  }\n"): (typeof documents)["\n  query PublicFareQuote($from: String!, $to: String!) {\n    fare(from: $from, to: $to) {\n      id\n      from\n      to\n      fareRate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicArticleList($news: Boolean!, $page: Int!, $pageSize: Int!) {\n    news(page: $page, pageSize: $pageSize) @include(if: $news) {\n      total items { id title titleBn date description descriptionBn imageUrl imageWebpUrl imageSrcSet }\n    }\n    pressCoverage(page: $page, pageSize: $pageSize) @skip(if: $news) {\n      total items { id title titleBn date description descriptionBn imageUrl imageWebpUrl imageSrcSet }\n    }\n  }\n"): (typeof documents)["\n  query PublicArticleList($news: Boolean!, $page: Int!, $pageSize: Int!) {\n    news(page: $page, pageSize: $pageSize) @include(if: $news) {\n      total items { id title titleBn date description descriptionBn imageUrl imageWebpUrl imageSrcSet }\n    }\n    pressCoverage(page: $page, pageSize: $pageSize) @skip(if: $news) {\n      total items { id title titleBn date description descriptionBn imageUrl imageWebpUrl imageSrcSet }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicArticleItem($news: Boolean!, $id: Int!) {\n    newsItem(id: $id) @include(if: $news) { id title titleBn date description descriptionBn imageUrl imageWebpUrl imageSrcSet }\n    pressCoverageItem(id: $id) @skip(if: $news) { id title titleBn date description descriptionBn imageUrl imageWebpUrl imageSrcSet }\n  }\n"): (typeof documents)["\n  query PublicArticleItem($news: Boolean!, $id: Int!) {\n    newsItem(id: $id) @include(if: $news) { id title titleBn date description descriptionBn imageUrl imageWebpUrl imageSrcSet }\n    pressCoverageItem(id: $id) @skip(if: $news) { id title titleBn date description descriptionBn imageUrl imageWebpUrl imageSrcSet }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PublicCmsPageFields on CmsPage {\n    id\n    slug\n    title\n    lead\n    description\n    body\n    updatedAt\n    members {\n      name\n      role\n      bio\n      photoUrl\n    }\n    faqs {\n      group\n      question\n      answer\n    }\n    fines {\n      violation\n      appliesTo\n      penalty\n    }\n  }\n"): (typeof documents)["\n  fragment PublicCmsPageFields on CmsPage {\n    id\n    slug\n    title\n    lead\n    description\n    body\n    updatedAt\n    members {\n      name\n      role\n      bio\n      photoUrl\n    }\n    faqs {\n      group\n      question\n      answer\n    }\n    fines {\n      violation\n      appliesTo\n      penalty\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicCmsPage($slug: String!, $bangla: Boolean!) {\n    cmsPage(slug: $slug) {\n      ...PublicCmsPageFields\n    }\n    bn: cmsPage(slug: $slug, locale: \"bn\") @include(if: $bangla) {\n      ...PublicCmsPageFields\n    }\n  }\n"): (typeof documents)["\n  query PublicCmsPage($slug: String!, $bangla: Boolean!) {\n    cmsPage(slug: $slug) {\n      ...PublicCmsPageFields\n    }\n    bn: cmsPage(slug: $slug, locale: \"bn\") @include(if: $bangla) {\n      ...PublicCmsPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicHelpArticles($locale: String!) {\n    helpArticles(locale: $locale) {\n      slug\n      category\n      title\n      summary\n    }\n  }\n"): (typeof documents)["\n  query PublicHelpArticles($locale: String!) {\n    helpArticles(locale: $locale) {\n      slug\n      category\n      title\n      summary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicHelpSearch($q: String!, $locale: String!) {\n    helpSearch(q: $q, locale: $locale) {\n      slug\n      category\n      title\n      summary\n    }\n  }\n"): (typeof documents)["\n  query PublicHelpSearch($q: String!, $locale: String!) {\n    helpSearch(q: $q, locale: $locale) {\n      slug\n      category\n      title\n      summary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicHelpArticle($slug: String!, $locale: String!) {\n    helpArticle(slug: $slug, locale: $locale) {\n      slug\n      category\n      title\n      summary\n      body\n      updatedAt\n      related {\n        slug\n        title\n        summary\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicHelpArticle($slug: String!, $locale: String!) {\n    helpArticle(slug: $slug, locale: $locale) {\n      slug\n      category\n      title\n      summary\n      body\n      updatedAt\n      related {\n        slug\n        title\n        summary\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;