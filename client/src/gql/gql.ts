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
    "\n  mutation ConfirmIdentity($password: String, $code: String, $passkey: String) {\n    confirmIdentity(password: $password, code: $code, passkey: $passkey)\n  }\n": typeof types.ConfirmIdentityDocument,
    "\n  query MyEmail {\n    me {\n      id\n      email\n    }\n  }\n": typeof types.MyEmailDocument,
    "\n  mutation SetMyEmail($email: String) {\n    setMyEmail(email: $email) {\n      id\n      email\n    }\n  }\n": typeof types.SetMyEmailDocument,
    "\n  query MyPasskeys {\n    myPasskeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n": typeof types.MyPasskeysDocument,
    "\n  mutation StartPasskeyRegistration {\n    startPasskeyRegistration\n  }\n": typeof types.StartPasskeyRegistrationDocument,
    "\n  mutation AddPasskey($name: String!, $response: String!) {\n    addPasskey(name: $name, response: $response) {\n      id\n      name\n    }\n  }\n": typeof types.AddPasskeyDocument,
    "\n  mutation RemovePasskey($id: Int!) {\n    removePasskey(id: $id)\n  }\n": typeof types.RemovePasskeyDocument,
    "\n  query MySessions {\n    mySessions {\n      id\n      createdAt\n      lastSeenAt\n      device\n      ip\n      current\n    }\n  }\n": typeof types.MySessionsDocument,
    "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n": typeof types.EndSessionDocument,
    "\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n": typeof types.EndOtherSessionsDocument,
    "\n  query MyTwoFactor {\n    me {\n      id\n      totpEnabled\n    }\n  }\n": typeof types.MyTwoFactorDocument,
    "\n  mutation StartTotp {\n    startTotpEnrolment {\n      secret\n      otpauthUrl\n      qrSvg\n    }\n  }\n": typeof types.StartTotpDocument,
    "\n  mutation ConfirmTotp($code: String!) {\n    confirmTotpEnrolment(code: $code)\n  }\n": typeof types.ConfirmTotpDocument,
    "\n  mutation DisableTotp($code: String!) {\n    disableTotp(code: $code)\n  }\n": typeof types.DisableTotpDocument,
    "\n  query Activity(\n    $page: Int!\n    $pageSize: Int!\n    $actor: String\n    $entity: String\n    $from: String\n    $to: String\n  ) {\n    list: activity(\n      page: $page\n      pageSize: $pageSize\n      actor: $actor\n      entity: $entity\n      from: $from\n      to: $to\n    ) {\n      total\n      totalIsExact\n      items {\n        id\n        at\n        actor\n        action\n        entity\n        entityId\n        summary\n        changes {\n          field\n          label\n          before\n          after\n        }\n      }\n    }\n  }\n": typeof types.ActivityDocument,
    "\n  fragment AdminNewsFields on News {\n    id\n    title\n    date\n    description\n    titleBn\n    descriptionBn\n    imageUrl\n    imageWebpUrl\n    draft\n    publishAt\n  }\n": typeof types.AdminNewsFieldsFragmentDoc,
    "\n  fragment AdminPressFields on PressCoverage {\n    id\n    title\n    date\n    description\n    titleBn\n    descriptionBn\n    imageUrl\n    imageWebpUrl\n    draft\n    publishAt\n  }\n": typeof types.AdminPressFieldsFragmentDoc,
    "\n  query AdminNewsList($page: Int!, $pageSize: Int!, $search: String) {\n    list: news(page: $page, pageSize: $pageSize, search: $search) {\n      total\n      totalIsExact\n      items {\n        ...AdminNewsFields\n      }\n    }\n  }\n": typeof types.AdminNewsListDocument,
    "\n  query AdminPressList($page: Int!, $pageSize: Int!, $search: String) {\n    list: pressCoverage(page: $page, pageSize: $pageSize, search: $search) {\n      total\n      totalIsExact\n      items {\n        ...AdminPressFields\n      }\n    }\n  }\n": typeof types.AdminPressListDocument,
    "\n  query AdminNewsItem($id: Int!) {\n    item: newsItem(id: $id) {\n      ...AdminNewsFields\n    }\n  }\n": typeof types.AdminNewsItemDocument,
    "\n  query AdminPressItem($id: Int!) {\n    item: pressCoverageItem(id: $id) {\n      ...AdminPressFields\n    }\n  }\n": typeof types.AdminPressItemDocument,
    "\n  mutation CreateNews($input: NewsInput!, $image: Upload!) {\n    saved: createNews(input: $input, image: $image) {\n      id\n    }\n  }\n": typeof types.CreateNewsDocument,
    "\n  mutation CreatePress($input: PressCoverageInput!, $image: Upload!) {\n    saved: createPressCoverage(input: $input, image: $image) {\n      id\n    }\n  }\n": typeof types.CreatePressDocument,
    "\n  mutation UpdateNews($id: Int!, $input: NewsInput!, $image: Upload) {\n    saved: updateNews(id: $id, input: $input, image: $image) {\n      ...AdminNewsFields\n    }\n  }\n": typeof types.UpdateNewsDocument,
    "\n  mutation UpdatePress($id: Int!, $input: PressCoverageInput!, $image: Upload) {\n    saved: updatePressCoverage(id: $id, input: $input, image: $image) {\n      ...AdminPressFields\n    }\n  }\n": typeof types.UpdatePressDocument,
    "\n  mutation DeleteNews($id: Int!) {\n    deleteNews(id: $id)\n  }\n": typeof types.DeleteNewsDocument,
    "\n  mutation DeletePress($id: Int!) {\n    deletePressCoverage(id: $id)\n  }\n": typeof types.DeletePressDocument,
    "\n  query AssignableStaff {\n    assignableStaff {\n      id\n      username\n      onDuty\n    }\n  }\n": typeof types.AssignableStaffDocument,
    "\n  mutation AssignRequests($kind: RequestKind!, $ids: [Int!]!, $userId: Int) {\n    assignRequests(kind: $kind, ids: $ids, userId: $userId)\n  }\n": typeof types.AssignRequestsDocument,
    "\n  mutation SetOnDuty($onDuty: Boolean!) {\n    setOnDuty(onDuty: $onDuty)\n  }\n": typeof types.SetOnDutyDocument,
    "\n  query InternalNotes($kind: RequestKind!, $id: Int!) {\n    internalNotes(kind: $kind, id: $id) {\n      id\n      author\n      body\n      createdAt\n    }\n  }\n": typeof types.InternalNotesDocument,
    "\n  mutation AddInternalNote($kind: RequestKind!, $id: Int!, $body: String!) {\n    addInternalNote(kind: $kind, id: $id, body: $body) {\n      id\n    }\n  }\n": typeof types.AddInternalNoteDocument,
    "\n  query ReplyTemplates($language: String) {\n    replyTemplates(language: $language) {\n      id\n      name\n      language\n      subject\n      body\n    }\n  }\n": typeof types.ReplyTemplatesDocument,
    "\n  mutation SaveReplyTemplate(\n    $id: Int\n    $name: String!\n    $language: String!\n    $subject: String\n    $body: String!\n  ) {\n    saveReplyTemplate(id: $id, name: $name, language: $language, subject: $subject, body: $body) {\n      id\n    }\n  }\n": typeof types.SaveReplyTemplateDocument,
    "\n  mutation DeleteReplyTemplate($id: Int!) {\n    deleteReplyTemplate(id: $id)\n  }\n": typeof types.DeleteReplyTemplateDocument,
    "\n  query FilledReplyTemplate($templateId: Int!, $messageId: Int!) {\n    filledReplyTemplate(templateId: $templateId, messageId: $messageId)\n  }\n": typeof types.FilledReplyTemplateDocument,
    "\n  fragment AdminCmsPageFields on CmsPage {\n    id\n    slug\n    locale\n    title\n    lead\n    description\n    body\n    updatedAt\n    updatedBy\n    members {\n      name\n      role\n      bio\n      photoUrl\n    }\n    faqs {\n      group\n      question\n      answer\n    }\n    fines {\n      violation\n      appliesTo\n      penalty\n    }\n  }\n": typeof types.AdminCmsPageFieldsFragmentDoc,
    "\n  query AdminCmsPages {\n    cmsPages {\n      id\n      slug\n      title\n      updatedAt\n      updatedBy\n    }\n  }\n": typeof types.AdminCmsPagesDocument,
    "\n  query AdminCmsPage($slug: String!, $locale: String! = \"en\") {\n    cmsPage(slug: $slug, locale: $locale) {\n      ...AdminCmsPageFields\n    }\n  }\n": typeof types.AdminCmsPageDocument,
    "\n  mutation UpdateCmsPage($slug: String!, $input: CmsPageInput!, $locale: String! = \"en\") {\n    updateCmsPage(slug: $slug, input: $input, locale: $locale) {\n      ...AdminCmsPageFields\n    }\n  }\n": typeof types.UpdateCmsPageDocument,
    "\n  query CmsPageRevisions($slug: String!, $locale: String! = \"en\") {\n    cmsPageRevisions(slug: $slug, locale: $locale) {\n      id\n      title\n      lead\n      description\n      body\n      savedAt\n      savedBy\n      replacedAt\n      replacedBy\n      members {\n        name\n        role\n        bio\n        photoUrl\n      }\n      faqs {\n        group\n        question\n        answer\n      }\n      fines {\n        violation\n        appliesTo\n        penalty\n      }\n    }\n  }\n": typeof types.CmsPageRevisionsDocument,
    "\n  mutation RestoreCmsPageRevision($id: Int!, $slug: String, $locale: String) {\n    restoreCmsPageRevision(id: $id, slug: $slug, locale: $locale) {\n      ...AdminCmsPageFields\n    }\n  }\n": typeof types.RestoreCmsPageRevisionDocument,
    "\n  mutation UploadCmsImage($image: Upload!) {\n    uploadCmsImage(image: $image)\n  }\n": typeof types.UploadCmsImageDocument,
    "\n  mutation CreateCmsPage($input: NewCmsPageInput!) {\n    createCmsPage(input: $input) {\n      ...AdminCmsPageFields\n    }\n  }\n": typeof types.CreateCmsPageDocument,
    "\n  query Dashboard {\n    dashboardStats {\n      news\n      pressCoverage\n      contactMessages\n      reservations\n      fareRates\n      registrationRequests\n      newMessages\n      pendingReservations\n      newRegistrations\n      latestMessages {\n        id\n        name\n        subject\n        createdAt\n      }\n      latestReservations {\n        id\n        reference\n        kind\n        passengerName\n        departureLocation\n        destinationLocation\n        journeyDate\n        numberOfPassengers\n      }\n    }\n  }\n": typeof types.DashboardDocument,
    "\n  query ContentStats {\n    contentStats {\n      news\n      pressCoverage\n    }\n  }\n": typeof types.ContentStatsDocument,
    "\n  query Trends($days: Int!) {\n    dashboardTrends(days: $days) {\n      day\n      messages\n      reservations\n      registrations\n    }\n  }\n": typeof types.TrendsDocument,
    "\n  query WebVitals($days: Int) {\n    webVitals(days: $days) {\n      metric\n      template\n      language\n      p75\n      good\n      needsImprovement\n      poor\n      count\n      goodUpTo\n      poorAbove\n    }\n  }\n": typeof types.WebVitalsDocument,
    "\n  query ExpiringDocuments {\n    expiringDocuments {\n      total\n      days\n      items {\n        id\n        registrationId\n        reference\n        partnerName\n        registrationKind\n        kind\n        expiresOn\n        daysLeft\n      }\n    }\n  }\n": typeof types.ExpiringDocumentsDocument,
    "\n  query ExpiringCount {\n    expiringDocuments(countOnly: true) {\n      total\n    }\n  }\n": typeof types.ExpiringCountDocument,
    "\n  query AdminFareRates($page: Int!, $pageSize: Int!, $search: String) {\n    list: fareRates(page: $page, pageSize: $pageSize, search: $search) {\n      total\n      totalIsExact\n      items {\n        id\n        from\n        to\n        fareRate\n      }\n    }\n  }\n": typeof types.AdminFareRatesDocument,
    "\n  query FarePlaces {\n    places\n  }\n": typeof types.FarePlacesDocument,
    "\n  mutation CreateFareRate($input: FareRateInput!) {\n    createFareRate(input: $input) {\n      id\n      from\n      to\n      fareRate\n    }\n  }\n": typeof types.CreateFareRateDocument,
    "\n  mutation DeleteFareRate($id: Int!) {\n    deleteFareRate(id: $id)\n  }\n": typeof types.DeleteFareRateDocument,
    "\n  query AdminHelpArticles($locale: String!) {\n    helpArticles(locale: $locale) {\n      id\n      slug\n      category\n      title\n      draft\n      updatedAt\n      updatedBy\n      helpful\n      notHelpful\n    }\n  }\n": typeof types.AdminHelpArticlesDocument,
    "\n  query AdminHelpArticle($slug: String!, $locale: String!) {\n    helpArticle(slug: $slug, locale: $locale) {\n      id\n      slug\n      locale\n      category\n      title\n      summary\n      body\n      draft\n      updatedAt\n      updatedBy\n    }\n    helpArticleRevisions(slug: $slug, locale: $locale) {\n      id\n      title\n      savedAt\n      savedBy\n      replacedBy\n    }\n  }\n": typeof types.AdminHelpArticleDocument,
    "\n  mutation CreateHelpArticle($input: NewHelpArticleInput!) {\n    createHelpArticle(input: $input) {\n      id\n      slug\n      locale\n    }\n  }\n": typeof types.CreateHelpArticleDocument,
    "\n  mutation UpdateHelpArticle($slug: String!, $locale: String!, $input: HelpArticleInput!) {\n    updateHelpArticle(slug: $slug, locale: $locale, input: $input) {\n      id\n      updatedAt\n    }\n  }\n": typeof types.UpdateHelpArticleDocument,
    "\n  mutation RestoreHelpArticleRevision($id: Int!) {\n    restoreHelpArticleRevision(id: $id) {\n      id\n    }\n  }\n": typeof types.RestoreHelpArticleRevisionDocument,
    "\n  query AdminHolidays {\n    holidays {\n      id\n      date\n      nameEn\n      nameBn\n    }\n  }\n": typeof types.AdminHolidaysDocument,
    "\n  mutation SaveHoliday($id: Int, $input: HolidayInput!) {\n    saveHoliday(id: $id, input: $input) {\n      id\n      date\n      nameEn\n      nameBn\n    }\n  }\n": typeof types.SaveHolidayDocument,
    "\n  mutation DeleteHoliday($id: Int!) {\n    deleteHoliday(id: $id)\n  }\n": typeof types.DeleteHolidayDocument,
    "\n  fragment ContactReplyFields on ContactReply {\n    id\n    body\n    author\n    createdAt\n    status\n  }\n": typeof types.ContactReplyFieldsFragmentDoc,
    "\n  query Conversation($id: Int!) {\n    replyMailConfigured\n    message: contactMessage(id: $id) {\n      ...ContactMessageStaffFields\n      locale\n      replies {\n        ...ContactReplyFields\n      }\n    }\n  }\n": typeof types.ConversationDocument,
    "\n  mutation Reply($id: Int!, $body: String!) {\n    replyToContactMessage(id: $id, body: $body) {\n      ...ContactReplyFields\n    }\n  }\n": typeof types.ReplyDocument,
    "\n  mutation SendReplyAgain($id: Int!) {\n    sendContactReplyAgain(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.SendReplyAgainDocument,
    "\n  query AdminMessages(\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $status: ContactMessageStatus\n    $late: Boolean\n    $assigneeId: Int\n  ) {\n    list: contactMessages(\n      page: $page\n      pageSize: $pageSize\n      search: $search\n      status: $status\n      late: $late\n      assigneeId: $assigneeId\n    ) {\n      total\n      totalIsExact\n      items {\n        ...ContactMessageStaffFields\n        replyClock {\n          minutesLeft\n          tone\n        }\n      }\n    }\n  }\n": typeof types.AdminMessagesDocument,
    "\n  mutation DeleteMessage($id: Int!) {\n    deleteContactMessage(id: $id)\n  }\n": typeof types.DeleteMessageDocument,
    "\n  mutation SetMessageStatus(\n    $id: Int!\n    $status: ContactMessageStatus!\n    $note: String\n    $visitorNote: String\n  ) {\n    setContactMessageStatus(id: $id, status: $status, note: $note, visitorNote: $visitorNote) {\n      id\n      status\n      statusNote\n      visitorNote\n    }\n  }\n": typeof types.SetMessageStatusDocument,
    "\n  mutation SetMessagesStatus(\n    $ids: [Int!]!\n    $status: ContactMessageStatus!\n    $note: String\n    $visitorNote: String\n  ) {\n    setContactMessagesStatus(ids: $ids, status: $status, note: $note, visitorNote: $visitorNote)\n  }\n": typeof types.SetMessagesStatusDocument,
    "\n  mutation DeleteMessages($ids: [Int!]!) {\n    deleteContactMessages(ids: $ids)\n  }\n": typeof types.DeleteMessagesDocument,
    "\n  query AdminOfficialContacts {\n    officialContacts {\n      id\n      kind\n      value\n      departmentEn\n      departmentBn\n      channelEn\n      channelBn\n      createdAt\n      updatedAt\n    }\n  }\n": typeof types.AdminOfficialContactsDocument,
    "\n  mutation SaveOfficialContact($input: OfficialContactInput!) {\n    createOfficialContact(input: $input) {\n      id\n    }\n  }\n": typeof types.SaveOfficialContactDocument,
    "\n  mutation UpdateOfficialContact($id: Int!, $input: OfficialContactInput!) {\n    updateOfficialContact(id: $id, input: $input) {\n      id\n      kind\n      value\n      departmentEn\n      departmentBn\n      channelEn\n      channelBn\n      updatedAt\n    }\n  }\n": typeof types.UpdateOfficialContactDocument,
    "\n  mutation DeleteOfficialContact($id: Int!) {\n    deleteOfficialContact(id: $id)\n  }\n": typeof types.DeleteOfficialContactDocument,
    "\n  query AdminParcelRateCards($page: Int!, $pageSize: Int!, $search: String) {\n    list: parcelRateCards(page: $page, pageSize: $pageSize, search: $search) {\n      total\n      totalIsExact\n      items {\n        id\n        effectiveFrom\n        codBasisPoints\n        returnCharge\n        createdAt\n        zones {\n          zone\n          label\n          halfKg\n          oneKg\n          extraKg\n        }\n      }\n    }\n  }\n": typeof types.AdminParcelRateCardsDocument,
    "\n  mutation SaveParcelRateCard($input: ParcelRateCardInput!) {\n    saveParcelRateCard(input: $input) {\n      id\n      effectiveFrom\n    }\n  }\n": typeof types.SaveParcelRateCardDocument,
    "\n  mutation DeleteParcelRateCard($id: Int!) {\n    deleteParcelRateCard(id: $id)\n  }\n": typeof types.DeleteParcelRateCardDocument,
    "\n  query DataRequests($done: Boolean!) {\n    dataRequests(done: $done) {\n      id\n      email\n      kind\n      locale\n      createdAt\n      confirmedAt\n      deadline\n      fulfilledAt\n      fulfilledBy\n      outcome\n      matches {\n        messages\n        reservations\n        registrations\n        documents\n        journeysAhead\n      }\n    }\n  }\n": typeof types.DataRequestsDocument,
    "\n  mutation FulfilDataRequest($id: Int!, $journeysAheadConfirmed: Boolean!) {\n    fulfilDataRequest(id: $id, journeysAheadConfirmed: $journeysAheadConfirmed) {\n      id\n      fulfilledAt\n      outcome\n    }\n  }\n": typeof types.FulfilDataRequestDocument,
    "\n  query PrivacyFigures {\n    openDataRequests\n    retentionPreview {\n      messages\n      reservations\n      registrations\n      documents\n    }\n  }\n": typeof types.PrivacyFiguresDocument,
    "\n  query PartnerDocuments($registrationId: Int!) {\n    partnerDocuments(registrationId: $registrationId) {\n      id\n      kind\n      number\n      expiresOn\n      state\n      reason\n      contentType\n      fileUrl\n    }\n  }\n": typeof types.PartnerDocumentsDocument,
    "\n  mutation AcceptPartnerDocument($id: Int!) {\n    acceptPartnerDocument(id: $id) {\n      id\n      state\n      reason\n    }\n  }\n": typeof types.AcceptPartnerDocumentDocument,
    "\n  mutation RejectPartnerDocument($id: Int!, $reason: String!) {\n    rejectPartnerDocument(id: $id, reason: $reason) {\n      id\n      state\n      reason\n    }\n  }\n": typeof types.RejectPartnerDocumentDocument,
    "\n  query AdminRegistrations(\n    $kind: RegistrationKind\n    $status: RegistrationStatus\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $late: Boolean\n    $assigneeId: Int\n  ) {\n    list: registrationRequests(\n      kind: $kind\n      status: $status\n      page: $page\n      pageSize: $pageSize\n      search: $search\n      late: $late\n      assigneeId: $assigneeId\n    ) {\n      total\n      totalIsExact\n      items {\n        ...RegistrationRequestStaffFields\n        replyClock {\n          minutesLeft\n          tone\n        }\n      }\n    }\n  }\n": typeof types.AdminRegistrationsDocument,
    "\n  mutation DeleteRegistration($id: Int!) {\n    deleteRegistrationRequest(id: $id)\n  }\n": typeof types.DeleteRegistrationDocument,
    "\n  mutation SetRegistrationStatus(\n    $id: Int!\n    $status: RegistrationStatus!\n    $note: String\n    $visitorNote: String\n  ) {\n    setRegistrationStatus(id: $id, status: $status, note: $note, visitorNote: $visitorNote) {\n      id\n      status\n      statusNote\n      visitorNote\n    }\n  }\n": typeof types.SetRegistrationStatusDocument,
    "\n  mutation SetRegistrationsStatus(\n    $ids: [Int!]!\n    $status: RegistrationStatus!\n    $note: String\n    $visitorNote: String\n  ) {\n    setRegistrationsStatus(ids: $ids, status: $status, note: $note, visitorNote: $visitorNote)\n  }\n": typeof types.SetRegistrationsStatusDocument,
    "\n  mutation DeleteRegistrationRequests($ids: [Int!]!) {\n    deleteRegistrationRequests(ids: $ids)\n  }\n": typeof types.DeleteRegistrationRequestsDocument,
    "\n  query AdminReservations(\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $status: ReservationStatus\n    $late: Boolean\n    $assigneeId: Int\n  ) {\n    list: reservations(\n      page: $page\n      pageSize: $pageSize\n      search: $search\n      status: $status\n      late: $late\n      assigneeId: $assigneeId\n    ) {\n      total\n      totalIsExact\n      items {\n        ...ReservationStaffFields\n        replyClock {\n          minutesLeft\n          tone\n        }\n      }\n    }\n  }\n": typeof types.AdminReservationsDocument,
    "\n  mutation DeleteReservation($id: Int!) {\n    deleteReservation(id: $id)\n  }\n": typeof types.DeleteReservationDocument,
    "\n  mutation SetReservationStatus(\n    $id: Int!\n    $status: ReservationStatus!\n    $note: String\n    $visitorNote: String\n  ) {\n    setReservationStatus(id: $id, status: $status, note: $note, visitorNote: $visitorNote) {\n      id\n      status\n      statusNote\n      visitorNote\n    }\n  }\n": typeof types.SetReservationStatusDocument,
    "\n  mutation SetReservationsStatus(\n    $ids: [Int!]!\n    $status: ReservationStatus!\n    $note: String\n    $visitorNote: String\n  ) {\n    setReservationsStatus(ids: $ids, status: $status, note: $note, visitorNote: $visitorNote)\n  }\n": typeof types.SetReservationsStatusDocument,
    "\n  mutation DeleteReservations($ids: [Int!]!) {\n    deleteReservations(ids: $ids)\n  }\n": typeof types.DeleteReservationsDocument,
    "\n  fragment StaffSearchHitFields on StaffSearchHit {\n    kind\n    id\n    reference\n    title\n    subtitle\n    createdAt\n    status\n  }\n": typeof types.StaffSearchHitFieldsFragmentDoc,
    "\n  query StaffSearch($q: String!, $admin: Boolean!) {\n    staffSearch(q: $q) {\n      ...StaffSearchHitFields\n    }\n    MESSAGE: contactMessages(search: $q, pageSize: 1) @include(if: $admin) {\n      total\n      totalIsExact\n    }\n    RESERVATION: reservations(search: $q, pageSize: 1) @include(if: $admin) {\n      total\n      totalIsExact\n    }\n    REGISTRATION: registrationRequests(search: $q, pageSize: 1) @include(if: $admin) {\n      total\n      totalIsExact\n    }\n    NEWS: news(search: $q, pageSize: 1) {\n      total\n      totalIsExact\n    }\n    PRESS: pressCoverage(search: $q, pageSize: 1) {\n      total\n      totalIsExact\n    }\n  }\n": typeof types.StaffSearchDocument,
    "fragment ContactMessageStaffFields on ContactMessage {\n  id\n  reference\n  name\n  contactNumber\n  email\n  subject\n  message\n  status\n  kind\n  statusNote\n  visitorNote\n  replyBy\n  assigneeId\n  createdAt\n}\n\nfragment ReservationStaffFields on Reservation {\n  id\n  reference\n  kind\n  departureLocation\n  destinationLocation\n  passengerName\n  email\n  mobile\n  numberOfPassengers\n  journeyDate\n  bookingDocument {\n    id\n    fileName\n    mimeType\n    size\n    downloadUrl\n  }\n  status\n  statusNote\n  visitorNote\n  replyBy\n  assigneeId\n}\n\nfragment RegistrationRequestStaffFields on RegistrationRequest {\n  id\n  reference\n  kind\n  name\n  countryCode\n  phone\n  email\n  city\n  details {\n    vehicleType\n    businessName\n    fleetSize\n    productCategory\n  }\n  status\n  statusNote\n  visitorNote\n  replyBy\n  assigneeId\n  createdAt\n}": typeof types.ContactMessageStaffFieldsFragmentDoc,
    "\n  query Trash($page: Int!, $pageSize: Int!) {\n    list: trash(page: $page, pageSize: $pageSize) {\n      total\n      totalIsExact\n      items {\n        id\n        entity\n        rowId\n        summary\n        deletedBy\n        deletedAt\n      }\n    }\n  }\n": typeof types.TrashDocument,
    "\n  mutation RestoreFromTrash($ids: [Int!]!) {\n    restoreFromTrash(ids: $ids)\n  }\n": typeof types.RestoreFromTrashDocument,
    "\n  mutation UndoDelete($entity: String!, $ids: [Int!]!) {\n    undoDelete(entity: $entity, ids: $ids)\n  }\n": typeof types.UndoDeleteDocument,
    "\n  query StaffUsers {\n    staffUsers {\n      id\n      username\n      role\n      active\n      email\n      totpEnabled\n      lockedUntil\n      createdAt\n    }\n  }\n": typeof types.StaffUsersDocument,
    "\n  mutation CreateStaffUser($input: StaffUserInput!) {\n    createStaffUser(input: $input) {\n      id\n      username\n      role\n      active\n      createdAt\n    }\n  }\n": typeof types.CreateStaffUserDocument,
    "\n  mutation SetStaffUserActive($id: Int!, $active: Boolean!) {\n    setStaffUserActive(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n": typeof types.SetStaffUserActiveDocument,
    "\n  mutation SetStaffUserRole($id: Int!, $role: String!) {\n    setStaffUserRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n": typeof types.SetStaffUserRoleDocument,
    "\n  mutation ResetStaffUserPassword($id: Int!, $password: String!) {\n    resetStaffUserPassword(id: $id, password: $password) {\n      id\n    }\n  }\n": typeof types.ResetStaffUserPasswordDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation UnlockStaffUser($id: Int!) {\n    unlockStaffUser(id: $id) {\n      id\n      lockedUntil\n    }\n  }\n": typeof types.UnlockStaffUserDocument,
    "\n  mutation SetStaffUserEmail($id: Int!, $email: String) {\n    setStaffUserEmail(id: $id, email: $email) {\n      id\n      email\n    }\n  }\n": typeof types.SetStaffUserEmailDocument,
    "\n  query SavedViews {\n    savedViews {\n      id\n      name\n      kind\n      search\n      status\n      late\n      role\n      count\n    }\n  }\n": typeof types.SavedViewsDocument,
    "\n  mutation SaveView($input: SavedViewInput!) {\n    saveView(input: $input) {\n      id\n      name\n      count\n    }\n  }\n": typeof types.SaveViewDocument,
    "\n  fragment AdminWebsiteFields on Website {\n    id\n    name\n    url\n    type\n    client\n    description\n    year\n    imageUrl\n    imageWebpUrl\n  }\n": typeof types.AdminWebsiteFieldsFragmentDoc,
    "\n  query AdminWebsites($page: Int!, $pageSize: Int!, $search: String) {\n    list: websites(page: $page, pageSize: $pageSize, search: $search) {\n      total\n      totalIsExact\n      items {\n        ...AdminWebsiteFields\n      }\n    }\n  }\n": typeof types.AdminWebsitesDocument,
    "\n  mutation CreateWebsite($input: WebsiteInput!, $image: Upload!) {\n    createWebsite(input: $input, image: $image) {\n      ...AdminWebsiteFields\n    }\n  }\n": typeof types.CreateWebsiteDocument,
    "\n  mutation UpdateWebsite($id: Int!, $input: WebsiteInput!, $image: Upload) {\n    updateWebsite(id: $id, input: $input, image: $image) {\n      ...AdminWebsiteFields\n    }\n  }\n": typeof types.UpdateWebsiteDocument,
    "\n  mutation DeleteWebsite($id: Int!) {\n    deleteWebsite(id: $id)\n  }\n": typeof types.DeleteWebsiteDocument,
    "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      accessToken\n      mfaChallenge\n      user {\n        id\n        username\n        role\n        mustChangePassword\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  mutation CompleteLogin($challenge: String!, $code: String!) {\n    completeLogin(challenge: $challenge, code: $code) {\n      accessToken\n      user {\n        id\n        username\n        role\n        mustChangePassword\n      }\n    }\n  }\n": typeof types.CompleteLoginDocument,
    "\n  mutation StartPasskeySignIn {\n    startPasskeySignIn\n  }\n": typeof types.StartPasskeySignInDocument,
    "\n  mutation CompletePasskeySignIn($response: String!) {\n    completePasskeySignIn(response: $response) {\n      accessToken\n      user {\n        id\n        username\n        role\n        mustChangePassword\n      }\n    }\n  }\n": typeof types.CompletePasskeySignInDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPasswordWithToken($token: String!, $newPassword: String!) {\n    resetPasswordWithToken(token: $token, newPassword: $newPassword)\n  }\n": typeof types.ResetPasswordWithTokenDocument,
};
const documents: Documents = {
    "\n  mutation ConfirmIdentity($password: String, $code: String, $passkey: String) {\n    confirmIdentity(password: $password, code: $code, passkey: $passkey)\n  }\n": types.ConfirmIdentityDocument,
    "\n  query MyEmail {\n    me {\n      id\n      email\n    }\n  }\n": types.MyEmailDocument,
    "\n  mutation SetMyEmail($email: String) {\n    setMyEmail(email: $email) {\n      id\n      email\n    }\n  }\n": types.SetMyEmailDocument,
    "\n  query MyPasskeys {\n    myPasskeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n": types.MyPasskeysDocument,
    "\n  mutation StartPasskeyRegistration {\n    startPasskeyRegistration\n  }\n": types.StartPasskeyRegistrationDocument,
    "\n  mutation AddPasskey($name: String!, $response: String!) {\n    addPasskey(name: $name, response: $response) {\n      id\n      name\n    }\n  }\n": types.AddPasskeyDocument,
    "\n  mutation RemovePasskey($id: Int!) {\n    removePasskey(id: $id)\n  }\n": types.RemovePasskeyDocument,
    "\n  query MySessions {\n    mySessions {\n      id\n      createdAt\n      lastSeenAt\n      device\n      ip\n      current\n    }\n  }\n": types.MySessionsDocument,
    "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n": types.EndSessionDocument,
    "\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n": types.EndOtherSessionsDocument,
    "\n  query MyTwoFactor {\n    me {\n      id\n      totpEnabled\n    }\n  }\n": types.MyTwoFactorDocument,
    "\n  mutation StartTotp {\n    startTotpEnrolment {\n      secret\n      otpauthUrl\n      qrSvg\n    }\n  }\n": types.StartTotpDocument,
    "\n  mutation ConfirmTotp($code: String!) {\n    confirmTotpEnrolment(code: $code)\n  }\n": types.ConfirmTotpDocument,
    "\n  mutation DisableTotp($code: String!) {\n    disableTotp(code: $code)\n  }\n": types.DisableTotpDocument,
    "\n  query Activity(\n    $page: Int!\n    $pageSize: Int!\n    $actor: String\n    $entity: String\n    $from: String\n    $to: String\n  ) {\n    list: activity(\n      page: $page\n      pageSize: $pageSize\n      actor: $actor\n      entity: $entity\n      from: $from\n      to: $to\n    ) {\n      total\n      totalIsExact\n      items {\n        id\n        at\n        actor\n        action\n        entity\n        entityId\n        summary\n        changes {\n          field\n          label\n          before\n          after\n        }\n      }\n    }\n  }\n": types.ActivityDocument,
    "\n  fragment AdminNewsFields on News {\n    id\n    title\n    date\n    description\n    titleBn\n    descriptionBn\n    imageUrl\n    imageWebpUrl\n    draft\n    publishAt\n  }\n": types.AdminNewsFieldsFragmentDoc,
    "\n  fragment AdminPressFields on PressCoverage {\n    id\n    title\n    date\n    description\n    titleBn\n    descriptionBn\n    imageUrl\n    imageWebpUrl\n    draft\n    publishAt\n  }\n": types.AdminPressFieldsFragmentDoc,
    "\n  query AdminNewsList($page: Int!, $pageSize: Int!, $search: String) {\n    list: news(page: $page, pageSize: $pageSize, search: $search) {\n      total\n      totalIsExact\n      items {\n        ...AdminNewsFields\n      }\n    }\n  }\n": types.AdminNewsListDocument,
    "\n  query AdminPressList($page: Int!, $pageSize: Int!, $search: String) {\n    list: pressCoverage(page: $page, pageSize: $pageSize, search: $search) {\n      total\n      totalIsExact\n      items {\n        ...AdminPressFields\n      }\n    }\n  }\n": types.AdminPressListDocument,
    "\n  query AdminNewsItem($id: Int!) {\n    item: newsItem(id: $id) {\n      ...AdminNewsFields\n    }\n  }\n": types.AdminNewsItemDocument,
    "\n  query AdminPressItem($id: Int!) {\n    item: pressCoverageItem(id: $id) {\n      ...AdminPressFields\n    }\n  }\n": types.AdminPressItemDocument,
    "\n  mutation CreateNews($input: NewsInput!, $image: Upload!) {\n    saved: createNews(input: $input, image: $image) {\n      id\n    }\n  }\n": types.CreateNewsDocument,
    "\n  mutation CreatePress($input: PressCoverageInput!, $image: Upload!) {\n    saved: createPressCoverage(input: $input, image: $image) {\n      id\n    }\n  }\n": types.CreatePressDocument,
    "\n  mutation UpdateNews($id: Int!, $input: NewsInput!, $image: Upload) {\n    saved: updateNews(id: $id, input: $input, image: $image) {\n      ...AdminNewsFields\n    }\n  }\n": types.UpdateNewsDocument,
    "\n  mutation UpdatePress($id: Int!, $input: PressCoverageInput!, $image: Upload) {\n    saved: updatePressCoverage(id: $id, input: $input, image: $image) {\n      ...AdminPressFields\n    }\n  }\n": types.UpdatePressDocument,
    "\n  mutation DeleteNews($id: Int!) {\n    deleteNews(id: $id)\n  }\n": types.DeleteNewsDocument,
    "\n  mutation DeletePress($id: Int!) {\n    deletePressCoverage(id: $id)\n  }\n": types.DeletePressDocument,
    "\n  query AssignableStaff {\n    assignableStaff {\n      id\n      username\n      onDuty\n    }\n  }\n": types.AssignableStaffDocument,
    "\n  mutation AssignRequests($kind: RequestKind!, $ids: [Int!]!, $userId: Int) {\n    assignRequests(kind: $kind, ids: $ids, userId: $userId)\n  }\n": types.AssignRequestsDocument,
    "\n  mutation SetOnDuty($onDuty: Boolean!) {\n    setOnDuty(onDuty: $onDuty)\n  }\n": types.SetOnDutyDocument,
    "\n  query InternalNotes($kind: RequestKind!, $id: Int!) {\n    internalNotes(kind: $kind, id: $id) {\n      id\n      author\n      body\n      createdAt\n    }\n  }\n": types.InternalNotesDocument,
    "\n  mutation AddInternalNote($kind: RequestKind!, $id: Int!, $body: String!) {\n    addInternalNote(kind: $kind, id: $id, body: $body) {\n      id\n    }\n  }\n": types.AddInternalNoteDocument,
    "\n  query ReplyTemplates($language: String) {\n    replyTemplates(language: $language) {\n      id\n      name\n      language\n      subject\n      body\n    }\n  }\n": types.ReplyTemplatesDocument,
    "\n  mutation SaveReplyTemplate(\n    $id: Int\n    $name: String!\n    $language: String!\n    $subject: String\n    $body: String!\n  ) {\n    saveReplyTemplate(id: $id, name: $name, language: $language, subject: $subject, body: $body) {\n      id\n    }\n  }\n": types.SaveReplyTemplateDocument,
    "\n  mutation DeleteReplyTemplate($id: Int!) {\n    deleteReplyTemplate(id: $id)\n  }\n": types.DeleteReplyTemplateDocument,
    "\n  query FilledReplyTemplate($templateId: Int!, $messageId: Int!) {\n    filledReplyTemplate(templateId: $templateId, messageId: $messageId)\n  }\n": types.FilledReplyTemplateDocument,
    "\n  fragment AdminCmsPageFields on CmsPage {\n    id\n    slug\n    locale\n    title\n    lead\n    description\n    body\n    updatedAt\n    updatedBy\n    members {\n      name\n      role\n      bio\n      photoUrl\n    }\n    faqs {\n      group\n      question\n      answer\n    }\n    fines {\n      violation\n      appliesTo\n      penalty\n    }\n  }\n": types.AdminCmsPageFieldsFragmentDoc,
    "\n  query AdminCmsPages {\n    cmsPages {\n      id\n      slug\n      title\n      updatedAt\n      updatedBy\n    }\n  }\n": types.AdminCmsPagesDocument,
    "\n  query AdminCmsPage($slug: String!, $locale: String! = \"en\") {\n    cmsPage(slug: $slug, locale: $locale) {\n      ...AdminCmsPageFields\n    }\n  }\n": types.AdminCmsPageDocument,
    "\n  mutation UpdateCmsPage($slug: String!, $input: CmsPageInput!, $locale: String! = \"en\") {\n    updateCmsPage(slug: $slug, input: $input, locale: $locale) {\n      ...AdminCmsPageFields\n    }\n  }\n": types.UpdateCmsPageDocument,
    "\n  query CmsPageRevisions($slug: String!, $locale: String! = \"en\") {\n    cmsPageRevisions(slug: $slug, locale: $locale) {\n      id\n      title\n      lead\n      description\n      body\n      savedAt\n      savedBy\n      replacedAt\n      replacedBy\n      members {\n        name\n        role\n        bio\n        photoUrl\n      }\n      faqs {\n        group\n        question\n        answer\n      }\n      fines {\n        violation\n        appliesTo\n        penalty\n      }\n    }\n  }\n": types.CmsPageRevisionsDocument,
    "\n  mutation RestoreCmsPageRevision($id: Int!, $slug: String, $locale: String) {\n    restoreCmsPageRevision(id: $id, slug: $slug, locale: $locale) {\n      ...AdminCmsPageFields\n    }\n  }\n": types.RestoreCmsPageRevisionDocument,
    "\n  mutation UploadCmsImage($image: Upload!) {\n    uploadCmsImage(image: $image)\n  }\n": types.UploadCmsImageDocument,
    "\n  mutation CreateCmsPage($input: NewCmsPageInput!) {\n    createCmsPage(input: $input) {\n      ...AdminCmsPageFields\n    }\n  }\n": types.CreateCmsPageDocument,
    "\n  query Dashboard {\n    dashboardStats {\n      news\n      pressCoverage\n      contactMessages\n      reservations\n      fareRates\n      registrationRequests\n      newMessages\n      pendingReservations\n      newRegistrations\n      latestMessages {\n        id\n        name\n        subject\n        createdAt\n      }\n      latestReservations {\n        id\n        reference\n        kind\n        passengerName\n        departureLocation\n        destinationLocation\n        journeyDate\n        numberOfPassengers\n      }\n    }\n  }\n": types.DashboardDocument,
    "\n  query ContentStats {\n    contentStats {\n      news\n      pressCoverage\n    }\n  }\n": types.ContentStatsDocument,
    "\n  query Trends($days: Int!) {\n    dashboardTrends(days: $days) {\n      day\n      messages\n      reservations\n      registrations\n    }\n  }\n": types.TrendsDocument,
    "\n  query WebVitals($days: Int) {\n    webVitals(days: $days) {\n      metric\n      template\n      language\n      p75\n      good\n      needsImprovement\n      poor\n      count\n      goodUpTo\n      poorAbove\n    }\n  }\n": types.WebVitalsDocument,
    "\n  query ExpiringDocuments {\n    expiringDocuments {\n      total\n      days\n      items {\n        id\n        registrationId\n        reference\n        partnerName\n        registrationKind\n        kind\n        expiresOn\n        daysLeft\n      }\n    }\n  }\n": types.ExpiringDocumentsDocument,
    "\n  query ExpiringCount {\n    expiringDocuments(countOnly: true) {\n      total\n    }\n  }\n": types.ExpiringCountDocument,
    "\n  query AdminFareRates($page: Int!, $pageSize: Int!, $search: String) {\n    list: fareRates(page: $page, pageSize: $pageSize, search: $search) {\n      total\n      totalIsExact\n      items {\n        id\n        from\n        to\n        fareRate\n      }\n    }\n  }\n": types.AdminFareRatesDocument,
    "\n  query FarePlaces {\n    places\n  }\n": types.FarePlacesDocument,
    "\n  mutation CreateFareRate($input: FareRateInput!) {\n    createFareRate(input: $input) {\n      id\n      from\n      to\n      fareRate\n    }\n  }\n": types.CreateFareRateDocument,
    "\n  mutation DeleteFareRate($id: Int!) {\n    deleteFareRate(id: $id)\n  }\n": types.DeleteFareRateDocument,
    "\n  query AdminHelpArticles($locale: String!) {\n    helpArticles(locale: $locale) {\n      id\n      slug\n      category\n      title\n      draft\n      updatedAt\n      updatedBy\n      helpful\n      notHelpful\n    }\n  }\n": types.AdminHelpArticlesDocument,
    "\n  query AdminHelpArticle($slug: String!, $locale: String!) {\n    helpArticle(slug: $slug, locale: $locale) {\n      id\n      slug\n      locale\n      category\n      title\n      summary\n      body\n      draft\n      updatedAt\n      updatedBy\n    }\n    helpArticleRevisions(slug: $slug, locale: $locale) {\n      id\n      title\n      savedAt\n      savedBy\n      replacedBy\n    }\n  }\n": types.AdminHelpArticleDocument,
    "\n  mutation CreateHelpArticle($input: NewHelpArticleInput!) {\n    createHelpArticle(input: $input) {\n      id\n      slug\n      locale\n    }\n  }\n": types.CreateHelpArticleDocument,
    "\n  mutation UpdateHelpArticle($slug: String!, $locale: String!, $input: HelpArticleInput!) {\n    updateHelpArticle(slug: $slug, locale: $locale, input: $input) {\n      id\n      updatedAt\n    }\n  }\n": types.UpdateHelpArticleDocument,
    "\n  mutation RestoreHelpArticleRevision($id: Int!) {\n    restoreHelpArticleRevision(id: $id) {\n      id\n    }\n  }\n": types.RestoreHelpArticleRevisionDocument,
    "\n  query AdminHolidays {\n    holidays {\n      id\n      date\n      nameEn\n      nameBn\n    }\n  }\n": types.AdminHolidaysDocument,
    "\n  mutation SaveHoliday($id: Int, $input: HolidayInput!) {\n    saveHoliday(id: $id, input: $input) {\n      id\n      date\n      nameEn\n      nameBn\n    }\n  }\n": types.SaveHolidayDocument,
    "\n  mutation DeleteHoliday($id: Int!) {\n    deleteHoliday(id: $id)\n  }\n": types.DeleteHolidayDocument,
    "\n  fragment ContactReplyFields on ContactReply {\n    id\n    body\n    author\n    createdAt\n    status\n  }\n": types.ContactReplyFieldsFragmentDoc,
    "\n  query Conversation($id: Int!) {\n    replyMailConfigured\n    message: contactMessage(id: $id) {\n      ...ContactMessageStaffFields\n      locale\n      replies {\n        ...ContactReplyFields\n      }\n    }\n  }\n": types.ConversationDocument,
    "\n  mutation Reply($id: Int!, $body: String!) {\n    replyToContactMessage(id: $id, body: $body) {\n      ...ContactReplyFields\n    }\n  }\n": types.ReplyDocument,
    "\n  mutation SendReplyAgain($id: Int!) {\n    sendContactReplyAgain(id: $id) {\n      id\n      status\n    }\n  }\n": types.SendReplyAgainDocument,
    "\n  query AdminMessages(\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $status: ContactMessageStatus\n    $late: Boolean\n    $assigneeId: Int\n  ) {\n    list: contactMessages(\n      page: $page\n      pageSize: $pageSize\n      search: $search\n      status: $status\n      late: $late\n      assigneeId: $assigneeId\n    ) {\n      total\n      totalIsExact\n      items {\n        ...ContactMessageStaffFields\n        replyClock {\n          minutesLeft\n          tone\n        }\n      }\n    }\n  }\n": types.AdminMessagesDocument,
    "\n  mutation DeleteMessage($id: Int!) {\n    deleteContactMessage(id: $id)\n  }\n": types.DeleteMessageDocument,
    "\n  mutation SetMessageStatus(\n    $id: Int!\n    $status: ContactMessageStatus!\n    $note: String\n    $visitorNote: String\n  ) {\n    setContactMessageStatus(id: $id, status: $status, note: $note, visitorNote: $visitorNote) {\n      id\n      status\n      statusNote\n      visitorNote\n    }\n  }\n": types.SetMessageStatusDocument,
    "\n  mutation SetMessagesStatus(\n    $ids: [Int!]!\n    $status: ContactMessageStatus!\n    $note: String\n    $visitorNote: String\n  ) {\n    setContactMessagesStatus(ids: $ids, status: $status, note: $note, visitorNote: $visitorNote)\n  }\n": types.SetMessagesStatusDocument,
    "\n  mutation DeleteMessages($ids: [Int!]!) {\n    deleteContactMessages(ids: $ids)\n  }\n": types.DeleteMessagesDocument,
    "\n  query AdminOfficialContacts {\n    officialContacts {\n      id\n      kind\n      value\n      departmentEn\n      departmentBn\n      channelEn\n      channelBn\n      createdAt\n      updatedAt\n    }\n  }\n": types.AdminOfficialContactsDocument,
    "\n  mutation SaveOfficialContact($input: OfficialContactInput!) {\n    createOfficialContact(input: $input) {\n      id\n    }\n  }\n": types.SaveOfficialContactDocument,
    "\n  mutation UpdateOfficialContact($id: Int!, $input: OfficialContactInput!) {\n    updateOfficialContact(id: $id, input: $input) {\n      id\n      kind\n      value\n      departmentEn\n      departmentBn\n      channelEn\n      channelBn\n      updatedAt\n    }\n  }\n": types.UpdateOfficialContactDocument,
    "\n  mutation DeleteOfficialContact($id: Int!) {\n    deleteOfficialContact(id: $id)\n  }\n": types.DeleteOfficialContactDocument,
    "\n  query AdminParcelRateCards($page: Int!, $pageSize: Int!, $search: String) {\n    list: parcelRateCards(page: $page, pageSize: $pageSize, search: $search) {\n      total\n      totalIsExact\n      items {\n        id\n        effectiveFrom\n        codBasisPoints\n        returnCharge\n        createdAt\n        zones {\n          zone\n          label\n          halfKg\n          oneKg\n          extraKg\n        }\n      }\n    }\n  }\n": types.AdminParcelRateCardsDocument,
    "\n  mutation SaveParcelRateCard($input: ParcelRateCardInput!) {\n    saveParcelRateCard(input: $input) {\n      id\n      effectiveFrom\n    }\n  }\n": types.SaveParcelRateCardDocument,
    "\n  mutation DeleteParcelRateCard($id: Int!) {\n    deleteParcelRateCard(id: $id)\n  }\n": types.DeleteParcelRateCardDocument,
    "\n  query DataRequests($done: Boolean!) {\n    dataRequests(done: $done) {\n      id\n      email\n      kind\n      locale\n      createdAt\n      confirmedAt\n      deadline\n      fulfilledAt\n      fulfilledBy\n      outcome\n      matches {\n        messages\n        reservations\n        registrations\n        documents\n        journeysAhead\n      }\n    }\n  }\n": types.DataRequestsDocument,
    "\n  mutation FulfilDataRequest($id: Int!, $journeysAheadConfirmed: Boolean!) {\n    fulfilDataRequest(id: $id, journeysAheadConfirmed: $journeysAheadConfirmed) {\n      id\n      fulfilledAt\n      outcome\n    }\n  }\n": types.FulfilDataRequestDocument,
    "\n  query PrivacyFigures {\n    openDataRequests\n    retentionPreview {\n      messages\n      reservations\n      registrations\n      documents\n    }\n  }\n": types.PrivacyFiguresDocument,
    "\n  query PartnerDocuments($registrationId: Int!) {\n    partnerDocuments(registrationId: $registrationId) {\n      id\n      kind\n      number\n      expiresOn\n      state\n      reason\n      contentType\n      fileUrl\n    }\n  }\n": types.PartnerDocumentsDocument,
    "\n  mutation AcceptPartnerDocument($id: Int!) {\n    acceptPartnerDocument(id: $id) {\n      id\n      state\n      reason\n    }\n  }\n": types.AcceptPartnerDocumentDocument,
    "\n  mutation RejectPartnerDocument($id: Int!, $reason: String!) {\n    rejectPartnerDocument(id: $id, reason: $reason) {\n      id\n      state\n      reason\n    }\n  }\n": types.RejectPartnerDocumentDocument,
    "\n  query AdminRegistrations(\n    $kind: RegistrationKind\n    $status: RegistrationStatus\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $late: Boolean\n    $assigneeId: Int\n  ) {\n    list: registrationRequests(\n      kind: $kind\n      status: $status\n      page: $page\n      pageSize: $pageSize\n      search: $search\n      late: $late\n      assigneeId: $assigneeId\n    ) {\n      total\n      totalIsExact\n      items {\n        ...RegistrationRequestStaffFields\n        replyClock {\n          minutesLeft\n          tone\n        }\n      }\n    }\n  }\n": types.AdminRegistrationsDocument,
    "\n  mutation DeleteRegistration($id: Int!) {\n    deleteRegistrationRequest(id: $id)\n  }\n": types.DeleteRegistrationDocument,
    "\n  mutation SetRegistrationStatus(\n    $id: Int!\n    $status: RegistrationStatus!\n    $note: String\n    $visitorNote: String\n  ) {\n    setRegistrationStatus(id: $id, status: $status, note: $note, visitorNote: $visitorNote) {\n      id\n      status\n      statusNote\n      visitorNote\n    }\n  }\n": types.SetRegistrationStatusDocument,
    "\n  mutation SetRegistrationsStatus(\n    $ids: [Int!]!\n    $status: RegistrationStatus!\n    $note: String\n    $visitorNote: String\n  ) {\n    setRegistrationsStatus(ids: $ids, status: $status, note: $note, visitorNote: $visitorNote)\n  }\n": types.SetRegistrationsStatusDocument,
    "\n  mutation DeleteRegistrationRequests($ids: [Int!]!) {\n    deleteRegistrationRequests(ids: $ids)\n  }\n": types.DeleteRegistrationRequestsDocument,
    "\n  query AdminReservations(\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $status: ReservationStatus\n    $late: Boolean\n    $assigneeId: Int\n  ) {\n    list: reservations(\n      page: $page\n      pageSize: $pageSize\n      search: $search\n      status: $status\n      late: $late\n      assigneeId: $assigneeId\n    ) {\n      total\n      totalIsExact\n      items {\n        ...ReservationStaffFields\n        replyClock {\n          minutesLeft\n          tone\n        }\n      }\n    }\n  }\n": types.AdminReservationsDocument,
    "\n  mutation DeleteReservation($id: Int!) {\n    deleteReservation(id: $id)\n  }\n": types.DeleteReservationDocument,
    "\n  mutation SetReservationStatus(\n    $id: Int!\n    $status: ReservationStatus!\n    $note: String\n    $visitorNote: String\n  ) {\n    setReservationStatus(id: $id, status: $status, note: $note, visitorNote: $visitorNote) {\n      id\n      status\n      statusNote\n      visitorNote\n    }\n  }\n": types.SetReservationStatusDocument,
    "\n  mutation SetReservationsStatus(\n    $ids: [Int!]!\n    $status: ReservationStatus!\n    $note: String\n    $visitorNote: String\n  ) {\n    setReservationsStatus(ids: $ids, status: $status, note: $note, visitorNote: $visitorNote)\n  }\n": types.SetReservationsStatusDocument,
    "\n  mutation DeleteReservations($ids: [Int!]!) {\n    deleteReservations(ids: $ids)\n  }\n": types.DeleteReservationsDocument,
    "\n  fragment StaffSearchHitFields on StaffSearchHit {\n    kind\n    id\n    reference\n    title\n    subtitle\n    createdAt\n    status\n  }\n": types.StaffSearchHitFieldsFragmentDoc,
    "\n  query StaffSearch($q: String!, $admin: Boolean!) {\n    staffSearch(q: $q) {\n      ...StaffSearchHitFields\n    }\n    MESSAGE: contactMessages(search: $q, pageSize: 1) @include(if: $admin) {\n      total\n      totalIsExact\n    }\n    RESERVATION: reservations(search: $q, pageSize: 1) @include(if: $admin) {\n      total\n      totalIsExact\n    }\n    REGISTRATION: registrationRequests(search: $q, pageSize: 1) @include(if: $admin) {\n      total\n      totalIsExact\n    }\n    NEWS: news(search: $q, pageSize: 1) {\n      total\n      totalIsExact\n    }\n    PRESS: pressCoverage(search: $q, pageSize: 1) {\n      total\n      totalIsExact\n    }\n  }\n": types.StaffSearchDocument,
    "fragment ContactMessageStaffFields on ContactMessage {\n  id\n  reference\n  name\n  contactNumber\n  email\n  subject\n  message\n  status\n  kind\n  statusNote\n  visitorNote\n  replyBy\n  assigneeId\n  createdAt\n}\n\nfragment ReservationStaffFields on Reservation {\n  id\n  reference\n  kind\n  departureLocation\n  destinationLocation\n  passengerName\n  email\n  mobile\n  numberOfPassengers\n  journeyDate\n  bookingDocument {\n    id\n    fileName\n    mimeType\n    size\n    downloadUrl\n  }\n  status\n  statusNote\n  visitorNote\n  replyBy\n  assigneeId\n}\n\nfragment RegistrationRequestStaffFields on RegistrationRequest {\n  id\n  reference\n  kind\n  name\n  countryCode\n  phone\n  email\n  city\n  details {\n    vehicleType\n    businessName\n    fleetSize\n    productCategory\n  }\n  status\n  statusNote\n  visitorNote\n  replyBy\n  assigneeId\n  createdAt\n}": types.ContactMessageStaffFieldsFragmentDoc,
    "\n  query Trash($page: Int!, $pageSize: Int!) {\n    list: trash(page: $page, pageSize: $pageSize) {\n      total\n      totalIsExact\n      items {\n        id\n        entity\n        rowId\n        summary\n        deletedBy\n        deletedAt\n      }\n    }\n  }\n": types.TrashDocument,
    "\n  mutation RestoreFromTrash($ids: [Int!]!) {\n    restoreFromTrash(ids: $ids)\n  }\n": types.RestoreFromTrashDocument,
    "\n  mutation UndoDelete($entity: String!, $ids: [Int!]!) {\n    undoDelete(entity: $entity, ids: $ids)\n  }\n": types.UndoDeleteDocument,
    "\n  query StaffUsers {\n    staffUsers {\n      id\n      username\n      role\n      active\n      email\n      totpEnabled\n      lockedUntil\n      createdAt\n    }\n  }\n": types.StaffUsersDocument,
    "\n  mutation CreateStaffUser($input: StaffUserInput!) {\n    createStaffUser(input: $input) {\n      id\n      username\n      role\n      active\n      createdAt\n    }\n  }\n": types.CreateStaffUserDocument,
    "\n  mutation SetStaffUserActive($id: Int!, $active: Boolean!) {\n    setStaffUserActive(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n": types.SetStaffUserActiveDocument,
    "\n  mutation SetStaffUserRole($id: Int!, $role: String!) {\n    setStaffUserRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n": types.SetStaffUserRoleDocument,
    "\n  mutation ResetStaffUserPassword($id: Int!, $password: String!) {\n    resetStaffUserPassword(id: $id, password: $password) {\n      id\n    }\n  }\n": types.ResetStaffUserPasswordDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation UnlockStaffUser($id: Int!) {\n    unlockStaffUser(id: $id) {\n      id\n      lockedUntil\n    }\n  }\n": types.UnlockStaffUserDocument,
    "\n  mutation SetStaffUserEmail($id: Int!, $email: String) {\n    setStaffUserEmail(id: $id, email: $email) {\n      id\n      email\n    }\n  }\n": types.SetStaffUserEmailDocument,
    "\n  query SavedViews {\n    savedViews {\n      id\n      name\n      kind\n      search\n      status\n      late\n      role\n      count\n    }\n  }\n": types.SavedViewsDocument,
    "\n  mutation SaveView($input: SavedViewInput!) {\n    saveView(input: $input) {\n      id\n      name\n      count\n    }\n  }\n": types.SaveViewDocument,
    "\n  fragment AdminWebsiteFields on Website {\n    id\n    name\n    url\n    type\n    client\n    description\n    year\n    imageUrl\n    imageWebpUrl\n  }\n": types.AdminWebsiteFieldsFragmentDoc,
    "\n  query AdminWebsites($page: Int!, $pageSize: Int!, $search: String) {\n    list: websites(page: $page, pageSize: $pageSize, search: $search) {\n      total\n      totalIsExact\n      items {\n        ...AdminWebsiteFields\n      }\n    }\n  }\n": types.AdminWebsitesDocument,
    "\n  mutation CreateWebsite($input: WebsiteInput!, $image: Upload!) {\n    createWebsite(input: $input, image: $image) {\n      ...AdminWebsiteFields\n    }\n  }\n": types.CreateWebsiteDocument,
    "\n  mutation UpdateWebsite($id: Int!, $input: WebsiteInput!, $image: Upload) {\n    updateWebsite(id: $id, input: $input, image: $image) {\n      ...AdminWebsiteFields\n    }\n  }\n": types.UpdateWebsiteDocument,
    "\n  mutation DeleteWebsite($id: Int!) {\n    deleteWebsite(id: $id)\n  }\n": types.DeleteWebsiteDocument,
    "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      accessToken\n      mfaChallenge\n      user {\n        id\n        username\n        role\n        mustChangePassword\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation CompleteLogin($challenge: String!, $code: String!) {\n    completeLogin(challenge: $challenge, code: $code) {\n      accessToken\n      user {\n        id\n        username\n        role\n        mustChangePassword\n      }\n    }\n  }\n": types.CompleteLoginDocument,
    "\n  mutation StartPasskeySignIn {\n    startPasskeySignIn\n  }\n": types.StartPasskeySignInDocument,
    "\n  mutation CompletePasskeySignIn($response: String!) {\n    completePasskeySignIn(response: $response) {\n      accessToken\n      user {\n        id\n        username\n        role\n        mustChangePassword\n      }\n    }\n  }\n": types.CompletePasskeySignInDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPasswordWithToken($token: String!, $newPassword: String!) {\n    resetPasswordWithToken(token: $token, newPassword: $newPassword)\n  }\n": types.ResetPasswordWithTokenDocument,
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
export function graphql(source: "\n  mutation ConfirmIdentity($password: String, $code: String, $passkey: String) {\n    confirmIdentity(password: $password, code: $code, passkey: $passkey)\n  }\n"): (typeof documents)["\n  mutation ConfirmIdentity($password: String, $code: String, $passkey: String) {\n    confirmIdentity(password: $password, code: $code, passkey: $passkey)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyEmail {\n    me {\n      id\n      email\n    }\n  }\n"): (typeof documents)["\n  query MyEmail {\n    me {\n      id\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMyEmail($email: String) {\n    setMyEmail(email: $email) {\n      id\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation SetMyEmail($email: String) {\n    setMyEmail(email: $email) {\n      id\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPasskeys {\n    myPasskeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n"): (typeof documents)["\n  query MyPasskeys {\n    myPasskeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartPasskeyRegistration {\n    startPasskeyRegistration\n  }\n"): (typeof documents)["\n  mutation StartPasskeyRegistration {\n    startPasskeyRegistration\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddPasskey($name: String!, $response: String!) {\n    addPasskey(name: $name, response: $response) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation AddPasskey($name: String!, $response: String!) {\n    addPasskey(name: $name, response: $response) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePasskey($id: Int!) {\n    removePasskey(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemovePasskey($id: Int!) {\n    removePasskey(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySessions {\n    mySessions {\n      id\n      createdAt\n      lastSeenAt\n      device\n      ip\n      current\n    }\n  }\n"): (typeof documents)["\n  query MySessions {\n    mySessions {\n      id\n      createdAt\n      lastSeenAt\n      device\n      ip\n      current\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n"): (typeof documents)["\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n"): (typeof documents)["\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyTwoFactor {\n    me {\n      id\n      totpEnabled\n    }\n  }\n"): (typeof documents)["\n  query MyTwoFactor {\n    me {\n      id\n      totpEnabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTotp {\n    startTotpEnrolment {\n      secret\n      otpauthUrl\n      qrSvg\n    }\n  }\n"): (typeof documents)["\n  mutation StartTotp {\n    startTotpEnrolment {\n      secret\n      otpauthUrl\n      qrSvg\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmTotp($code: String!) {\n    confirmTotpEnrolment(code: $code)\n  }\n"): (typeof documents)["\n  mutation ConfirmTotp($code: String!) {\n    confirmTotpEnrolment(code: $code)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableTotp($code: String!) {\n    disableTotp(code: $code)\n  }\n"): (typeof documents)["\n  mutation DisableTotp($code: String!) {\n    disableTotp(code: $code)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Activity(\n    $page: Int!\n    $pageSize: Int!\n    $actor: String\n    $entity: String\n    $from: String\n    $to: String\n  ) {\n    list: activity(\n      page: $page\n      pageSize: $pageSize\n      actor: $actor\n      entity: $entity\n      from: $from\n      to: $to\n    ) {\n      total\n      totalIsExact\n      items {\n        id\n        at\n        actor\n        action\n        entity\n        entityId\n        summary\n        changes {\n          field\n          label\n          before\n          after\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Activity(\n    $page: Int!\n    $pageSize: Int!\n    $actor: String\n    $entity: String\n    $from: String\n    $to: String\n  ) {\n    list: activity(\n      page: $page\n      pageSize: $pageSize\n      actor: $actor\n      entity: $entity\n      from: $from\n      to: $to\n    ) {\n      total\n      totalIsExact\n      items {\n        id\n        at\n        actor\n        action\n        entity\n        entityId\n        summary\n        changes {\n          field\n          label\n          before\n          after\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminNewsFields on News {\n    id\n    title\n    date\n    description\n    titleBn\n    descriptionBn\n    imageUrl\n    imageWebpUrl\n    draft\n    publishAt\n  }\n"): (typeof documents)["\n  fragment AdminNewsFields on News {\n    id\n    title\n    date\n    description\n    titleBn\n    descriptionBn\n    imageUrl\n    imageWebpUrl\n    draft\n    publishAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminPressFields on PressCoverage {\n    id\n    title\n    date\n    description\n    titleBn\n    descriptionBn\n    imageUrl\n    imageWebpUrl\n    draft\n    publishAt\n  }\n"): (typeof documents)["\n  fragment AdminPressFields on PressCoverage {\n    id\n    title\n    date\n    description\n    titleBn\n    descriptionBn\n    imageUrl\n    imageWebpUrl\n    draft\n    publishAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminNewsList($page: Int!, $pageSize: Int!, $search: String) {\n    list: news(page: $page, pageSize: $pageSize, search: $search) {\n      total\n      totalIsExact\n      items {\n        ...AdminNewsFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminNewsList($page: Int!, $pageSize: Int!, $search: String) {\n    list: news(page: $page, pageSize: $pageSize, search: $search) {\n      total\n      totalIsExact\n      items {\n        ...AdminNewsFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPressList($page: Int!, $pageSize: Int!, $search: String) {\n    list: pressCoverage(page: $page, pageSize: $pageSize, search: $search) {\n      total\n      totalIsExact\n      items {\n        ...AdminPressFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPressList($page: Int!, $pageSize: Int!, $search: String) {\n    list: pressCoverage(page: $page, pageSize: $pageSize, search: $search) {\n      total\n      totalIsExact\n      items {\n        ...AdminPressFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminNewsItem($id: Int!) {\n    item: newsItem(id: $id) {\n      ...AdminNewsFields\n    }\n  }\n"): (typeof documents)["\n  query AdminNewsItem($id: Int!) {\n    item: newsItem(id: $id) {\n      ...AdminNewsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPressItem($id: Int!) {\n    item: pressCoverageItem(id: $id) {\n      ...AdminPressFields\n    }\n  }\n"): (typeof documents)["\n  query AdminPressItem($id: Int!) {\n    item: pressCoverageItem(id: $id) {\n      ...AdminPressFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateNews($input: NewsInput!, $image: Upload!) {\n    saved: createNews(input: $input, image: $image) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateNews($input: NewsInput!, $image: Upload!) {\n    saved: createNews(input: $input, image: $image) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePress($input: PressCoverageInput!, $image: Upload!) {\n    saved: createPressCoverage(input: $input, image: $image) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePress($input: PressCoverageInput!, $image: Upload!) {\n    saved: createPressCoverage(input: $input, image: $image) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNews($id: Int!, $input: NewsInput!, $image: Upload) {\n    saved: updateNews(id: $id, input: $input, image: $image) {\n      ...AdminNewsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNews($id: Int!, $input: NewsInput!, $image: Upload) {\n    saved: updateNews(id: $id, input: $input, image: $image) {\n      ...AdminNewsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePress($id: Int!, $input: PressCoverageInput!, $image: Upload) {\n    saved: updatePressCoverage(id: $id, input: $input, image: $image) {\n      ...AdminPressFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePress($id: Int!, $input: PressCoverageInput!, $image: Upload) {\n    saved: updatePressCoverage(id: $id, input: $input, image: $image) {\n      ...AdminPressFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteNews($id: Int!) {\n    deleteNews(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteNews($id: Int!) {\n    deleteNews(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePress($id: Int!) {\n    deletePressCoverage(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePress($id: Int!) {\n    deletePressCoverage(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssignableStaff {\n    assignableStaff {\n      id\n      username\n      onDuty\n    }\n  }\n"): (typeof documents)["\n  query AssignableStaff {\n    assignableStaff {\n      id\n      username\n      onDuty\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignRequests($kind: RequestKind!, $ids: [Int!]!, $userId: Int) {\n    assignRequests(kind: $kind, ids: $ids, userId: $userId)\n  }\n"): (typeof documents)["\n  mutation AssignRequests($kind: RequestKind!, $ids: [Int!]!, $userId: Int) {\n    assignRequests(kind: $kind, ids: $ids, userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetOnDuty($onDuty: Boolean!) {\n    setOnDuty(onDuty: $onDuty)\n  }\n"): (typeof documents)["\n  mutation SetOnDuty($onDuty: Boolean!) {\n    setOnDuty(onDuty: $onDuty)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InternalNotes($kind: RequestKind!, $id: Int!) {\n    internalNotes(kind: $kind, id: $id) {\n      id\n      author\n      body\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query InternalNotes($kind: RequestKind!, $id: Int!) {\n    internalNotes(kind: $kind, id: $id) {\n      id\n      author\n      body\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddInternalNote($kind: RequestKind!, $id: Int!, $body: String!) {\n    addInternalNote(kind: $kind, id: $id, body: $body) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddInternalNote($kind: RequestKind!, $id: Int!, $body: String!) {\n    addInternalNote(kind: $kind, id: $id, body: $body) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReplyTemplates($language: String) {\n    replyTemplates(language: $language) {\n      id\n      name\n      language\n      subject\n      body\n    }\n  }\n"): (typeof documents)["\n  query ReplyTemplates($language: String) {\n    replyTemplates(language: $language) {\n      id\n      name\n      language\n      subject\n      body\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveReplyTemplate(\n    $id: Int\n    $name: String!\n    $language: String!\n    $subject: String\n    $body: String!\n  ) {\n    saveReplyTemplate(id: $id, name: $name, language: $language, subject: $subject, body: $body) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SaveReplyTemplate(\n    $id: Int\n    $name: String!\n    $language: String!\n    $subject: String\n    $body: String!\n  ) {\n    saveReplyTemplate(id: $id, name: $name, language: $language, subject: $subject, body: $body) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteReplyTemplate($id: Int!) {\n    deleteReplyTemplate(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteReplyTemplate($id: Int!) {\n    deleteReplyTemplate(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FilledReplyTemplate($templateId: Int!, $messageId: Int!) {\n    filledReplyTemplate(templateId: $templateId, messageId: $messageId)\n  }\n"): (typeof documents)["\n  query FilledReplyTemplate($templateId: Int!, $messageId: Int!) {\n    filledReplyTemplate(templateId: $templateId, messageId: $messageId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminCmsPageFields on CmsPage {\n    id\n    slug\n    locale\n    title\n    lead\n    description\n    body\n    updatedAt\n    updatedBy\n    members {\n      name\n      role\n      bio\n      photoUrl\n    }\n    faqs {\n      group\n      question\n      answer\n    }\n    fines {\n      violation\n      appliesTo\n      penalty\n    }\n  }\n"): (typeof documents)["\n  fragment AdminCmsPageFields on CmsPage {\n    id\n    slug\n    locale\n    title\n    lead\n    description\n    body\n    updatedAt\n    updatedBy\n    members {\n      name\n      role\n      bio\n      photoUrl\n    }\n    faqs {\n      group\n      question\n      answer\n    }\n    fines {\n      violation\n      appliesTo\n      penalty\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCmsPages {\n    cmsPages {\n      id\n      slug\n      title\n      updatedAt\n      updatedBy\n    }\n  }\n"): (typeof documents)["\n  query AdminCmsPages {\n    cmsPages {\n      id\n      slug\n      title\n      updatedAt\n      updatedBy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCmsPage($slug: String!, $locale: String! = \"en\") {\n    cmsPage(slug: $slug, locale: $locale) {\n      ...AdminCmsPageFields\n    }\n  }\n"): (typeof documents)["\n  query AdminCmsPage($slug: String!, $locale: String! = \"en\") {\n    cmsPage(slug: $slug, locale: $locale) {\n      ...AdminCmsPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCmsPage($slug: String!, $input: CmsPageInput!, $locale: String! = \"en\") {\n    updateCmsPage(slug: $slug, input: $input, locale: $locale) {\n      ...AdminCmsPageFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCmsPage($slug: String!, $input: CmsPageInput!, $locale: String! = \"en\") {\n    updateCmsPage(slug: $slug, input: $input, locale: $locale) {\n      ...AdminCmsPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CmsPageRevisions($slug: String!, $locale: String! = \"en\") {\n    cmsPageRevisions(slug: $slug, locale: $locale) {\n      id\n      title\n      lead\n      description\n      body\n      savedAt\n      savedBy\n      replacedAt\n      replacedBy\n      members {\n        name\n        role\n        bio\n        photoUrl\n      }\n      faqs {\n        group\n        question\n        answer\n      }\n      fines {\n        violation\n        appliesTo\n        penalty\n      }\n    }\n  }\n"): (typeof documents)["\n  query CmsPageRevisions($slug: String!, $locale: String! = \"en\") {\n    cmsPageRevisions(slug: $slug, locale: $locale) {\n      id\n      title\n      lead\n      description\n      body\n      savedAt\n      savedBy\n      replacedAt\n      replacedBy\n      members {\n        name\n        role\n        bio\n        photoUrl\n      }\n      faqs {\n        group\n        question\n        answer\n      }\n      fines {\n        violation\n        appliesTo\n        penalty\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreCmsPageRevision($id: Int!, $slug: String, $locale: String) {\n    restoreCmsPageRevision(id: $id, slug: $slug, locale: $locale) {\n      ...AdminCmsPageFields\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreCmsPageRevision($id: Int!, $slug: String, $locale: String) {\n    restoreCmsPageRevision(id: $id, slug: $slug, locale: $locale) {\n      ...AdminCmsPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadCmsImage($image: Upload!) {\n    uploadCmsImage(image: $image)\n  }\n"): (typeof documents)["\n  mutation UploadCmsImage($image: Upload!) {\n    uploadCmsImage(image: $image)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCmsPage($input: NewCmsPageInput!) {\n    createCmsPage(input: $input) {\n      ...AdminCmsPageFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCmsPage($input: NewCmsPageInput!) {\n    createCmsPage(input: $input) {\n      ...AdminCmsPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard {\n    dashboardStats {\n      news\n      pressCoverage\n      contactMessages\n      reservations\n      fareRates\n      registrationRequests\n      newMessages\n      pendingReservations\n      newRegistrations\n      latestMessages {\n        id\n        name\n        subject\n        createdAt\n      }\n      latestReservations {\n        id\n        reference\n        kind\n        passengerName\n        departureLocation\n        destinationLocation\n        journeyDate\n        numberOfPassengers\n      }\n    }\n  }\n"): (typeof documents)["\n  query Dashboard {\n    dashboardStats {\n      news\n      pressCoverage\n      contactMessages\n      reservations\n      fareRates\n      registrationRequests\n      newMessages\n      pendingReservations\n      newRegistrations\n      latestMessages {\n        id\n        name\n        subject\n        createdAt\n      }\n      latestReservations {\n        id\n        reference\n        kind\n        passengerName\n        departureLocation\n        destinationLocation\n        journeyDate\n        numberOfPassengers\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentStats {\n    contentStats {\n      news\n      pressCoverage\n    }\n  }\n"): (typeof documents)["\n  query ContentStats {\n    contentStats {\n      news\n      pressCoverage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Trends($days: Int!) {\n    dashboardTrends(days: $days) {\n      day\n      messages\n      reservations\n      registrations\n    }\n  }\n"): (typeof documents)["\n  query Trends($days: Int!) {\n    dashboardTrends(days: $days) {\n      day\n      messages\n      reservations\n      registrations\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebVitals($days: Int) {\n    webVitals(days: $days) {\n      metric\n      template\n      language\n      p75\n      good\n      needsImprovement\n      poor\n      count\n      goodUpTo\n      poorAbove\n    }\n  }\n"): (typeof documents)["\n  query WebVitals($days: Int) {\n    webVitals(days: $days) {\n      metric\n      template\n      language\n      p75\n      good\n      needsImprovement\n      poor\n      count\n      goodUpTo\n      poorAbove\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExpiringDocuments {\n    expiringDocuments {\n      total\n      days\n      items {\n        id\n        registrationId\n        reference\n        partnerName\n        registrationKind\n        kind\n        expiresOn\n        daysLeft\n      }\n    }\n  }\n"): (typeof documents)["\n  query ExpiringDocuments {\n    expiringDocuments {\n      total\n      days\n      items {\n        id\n        registrationId\n        reference\n        partnerName\n        registrationKind\n        kind\n        expiresOn\n        daysLeft\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExpiringCount {\n    expiringDocuments(countOnly: true) {\n      total\n    }\n  }\n"): (typeof documents)["\n  query ExpiringCount {\n    expiringDocuments(countOnly: true) {\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFareRates($page: Int!, $pageSize: Int!, $search: String) {\n    list: fareRates(page: $page, pageSize: $pageSize, search: $search) {\n      total\n      totalIsExact\n      items {\n        id\n        from\n        to\n        fareRate\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminFareRates($page: Int!, $pageSize: Int!, $search: String) {\n    list: fareRates(page: $page, pageSize: $pageSize, search: $search) {\n      total\n      totalIsExact\n      items {\n        id\n        from\n        to\n        fareRate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FarePlaces {\n    places\n  }\n"): (typeof documents)["\n  query FarePlaces {\n    places\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFareRate($input: FareRateInput!) {\n    createFareRate(input: $input) {\n      id\n      from\n      to\n      fareRate\n    }\n  }\n"): (typeof documents)["\n  mutation CreateFareRate($input: FareRateInput!) {\n    createFareRate(input: $input) {\n      id\n      from\n      to\n      fareRate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFareRate($id: Int!) {\n    deleteFareRate(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteFareRate($id: Int!) {\n    deleteFareRate(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminHelpArticles($locale: String!) {\n    helpArticles(locale: $locale) {\n      id\n      slug\n      category\n      title\n      draft\n      updatedAt\n      updatedBy\n      helpful\n      notHelpful\n    }\n  }\n"): (typeof documents)["\n  query AdminHelpArticles($locale: String!) {\n    helpArticles(locale: $locale) {\n      id\n      slug\n      category\n      title\n      draft\n      updatedAt\n      updatedBy\n      helpful\n      notHelpful\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminHelpArticle($slug: String!, $locale: String!) {\n    helpArticle(slug: $slug, locale: $locale) {\n      id\n      slug\n      locale\n      category\n      title\n      summary\n      body\n      draft\n      updatedAt\n      updatedBy\n    }\n    helpArticleRevisions(slug: $slug, locale: $locale) {\n      id\n      title\n      savedAt\n      savedBy\n      replacedBy\n    }\n  }\n"): (typeof documents)["\n  query AdminHelpArticle($slug: String!, $locale: String!) {\n    helpArticle(slug: $slug, locale: $locale) {\n      id\n      slug\n      locale\n      category\n      title\n      summary\n      body\n      draft\n      updatedAt\n      updatedBy\n    }\n    helpArticleRevisions(slug: $slug, locale: $locale) {\n      id\n      title\n      savedAt\n      savedBy\n      replacedBy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateHelpArticle($input: NewHelpArticleInput!) {\n    createHelpArticle(input: $input) {\n      id\n      slug\n      locale\n    }\n  }\n"): (typeof documents)["\n  mutation CreateHelpArticle($input: NewHelpArticleInput!) {\n    createHelpArticle(input: $input) {\n      id\n      slug\n      locale\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateHelpArticle($slug: String!, $locale: String!, $input: HelpArticleInput!) {\n    updateHelpArticle(slug: $slug, locale: $locale, input: $input) {\n      id\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateHelpArticle($slug: String!, $locale: String!, $input: HelpArticleInput!) {\n    updateHelpArticle(slug: $slug, locale: $locale, input: $input) {\n      id\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreHelpArticleRevision($id: Int!) {\n    restoreHelpArticleRevision(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreHelpArticleRevision($id: Int!) {\n    restoreHelpArticleRevision(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminHolidays {\n    holidays {\n      id\n      date\n      nameEn\n      nameBn\n    }\n  }\n"): (typeof documents)["\n  query AdminHolidays {\n    holidays {\n      id\n      date\n      nameEn\n      nameBn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveHoliday($id: Int, $input: HolidayInput!) {\n    saveHoliday(id: $id, input: $input) {\n      id\n      date\n      nameEn\n      nameBn\n    }\n  }\n"): (typeof documents)["\n  mutation SaveHoliday($id: Int, $input: HolidayInput!) {\n    saveHoliday(id: $id, input: $input) {\n      id\n      date\n      nameEn\n      nameBn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteHoliday($id: Int!) {\n    deleteHoliday(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteHoliday($id: Int!) {\n    deleteHoliday(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContactReplyFields on ContactReply {\n    id\n    body\n    author\n    createdAt\n    status\n  }\n"): (typeof documents)["\n  fragment ContactReplyFields on ContactReply {\n    id\n    body\n    author\n    createdAt\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Conversation($id: Int!) {\n    replyMailConfigured\n    message: contactMessage(id: $id) {\n      ...ContactMessageStaffFields\n      locale\n      replies {\n        ...ContactReplyFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Conversation($id: Int!) {\n    replyMailConfigured\n    message: contactMessage(id: $id) {\n      ...ContactMessageStaffFields\n      locale\n      replies {\n        ...ContactReplyFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Reply($id: Int!, $body: String!) {\n    replyToContactMessage(id: $id, body: $body) {\n      ...ContactReplyFields\n    }\n  }\n"): (typeof documents)["\n  mutation Reply($id: Int!, $body: String!) {\n    replyToContactMessage(id: $id, body: $body) {\n      ...ContactReplyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendReplyAgain($id: Int!) {\n    sendContactReplyAgain(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SendReplyAgain($id: Int!) {\n    sendContactReplyAgain(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMessages(\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $status: ContactMessageStatus\n    $late: Boolean\n    $assigneeId: Int\n  ) {\n    list: contactMessages(\n      page: $page\n      pageSize: $pageSize\n      search: $search\n      status: $status\n      late: $late\n      assigneeId: $assigneeId\n    ) {\n      total\n      totalIsExact\n      items {\n        ...ContactMessageStaffFields\n        replyClock {\n          minutesLeft\n          tone\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminMessages(\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $status: ContactMessageStatus\n    $late: Boolean\n    $assigneeId: Int\n  ) {\n    list: contactMessages(\n      page: $page\n      pageSize: $pageSize\n      search: $search\n      status: $status\n      late: $late\n      assigneeId: $assigneeId\n    ) {\n      total\n      totalIsExact\n      items {\n        ...ContactMessageStaffFields\n        replyClock {\n          minutesLeft\n          tone\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMessage($id: Int!) {\n    deleteContactMessage(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteMessage($id: Int!) {\n    deleteContactMessage(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMessageStatus(\n    $id: Int!\n    $status: ContactMessageStatus!\n    $note: String\n    $visitorNote: String\n  ) {\n    setContactMessageStatus(id: $id, status: $status, note: $note, visitorNote: $visitorNote) {\n      id\n      status\n      statusNote\n      visitorNote\n    }\n  }\n"): (typeof documents)["\n  mutation SetMessageStatus(\n    $id: Int!\n    $status: ContactMessageStatus!\n    $note: String\n    $visitorNote: String\n  ) {\n    setContactMessageStatus(id: $id, status: $status, note: $note, visitorNote: $visitorNote) {\n      id\n      status\n      statusNote\n      visitorNote\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMessagesStatus(\n    $ids: [Int!]!\n    $status: ContactMessageStatus!\n    $note: String\n    $visitorNote: String\n  ) {\n    setContactMessagesStatus(ids: $ids, status: $status, note: $note, visitorNote: $visitorNote)\n  }\n"): (typeof documents)["\n  mutation SetMessagesStatus(\n    $ids: [Int!]!\n    $status: ContactMessageStatus!\n    $note: String\n    $visitorNote: String\n  ) {\n    setContactMessagesStatus(ids: $ids, status: $status, note: $note, visitorNote: $visitorNote)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMessages($ids: [Int!]!) {\n    deleteContactMessages(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation DeleteMessages($ids: [Int!]!) {\n    deleteContactMessages(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOfficialContacts {\n    officialContacts {\n      id\n      kind\n      value\n      departmentEn\n      departmentBn\n      channelEn\n      channelBn\n      createdAt\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query AdminOfficialContacts {\n    officialContacts {\n      id\n      kind\n      value\n      departmentEn\n      departmentBn\n      channelEn\n      channelBn\n      createdAt\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveOfficialContact($input: OfficialContactInput!) {\n    createOfficialContact(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SaveOfficialContact($input: OfficialContactInput!) {\n    createOfficialContact(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOfficialContact($id: Int!, $input: OfficialContactInput!) {\n    updateOfficialContact(id: $id, input: $input) {\n      id\n      kind\n      value\n      departmentEn\n      departmentBn\n      channelEn\n      channelBn\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOfficialContact($id: Int!, $input: OfficialContactInput!) {\n    updateOfficialContact(id: $id, input: $input) {\n      id\n      kind\n      value\n      departmentEn\n      departmentBn\n      channelEn\n      channelBn\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteOfficialContact($id: Int!) {\n    deleteOfficialContact(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteOfficialContact($id: Int!) {\n    deleteOfficialContact(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminParcelRateCards($page: Int!, $pageSize: Int!, $search: String) {\n    list: parcelRateCards(page: $page, pageSize: $pageSize, search: $search) {\n      total\n      totalIsExact\n      items {\n        id\n        effectiveFrom\n        codBasisPoints\n        returnCharge\n        createdAt\n        zones {\n          zone\n          label\n          halfKg\n          oneKg\n          extraKg\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminParcelRateCards($page: Int!, $pageSize: Int!, $search: String) {\n    list: parcelRateCards(page: $page, pageSize: $pageSize, search: $search) {\n      total\n      totalIsExact\n      items {\n        id\n        effectiveFrom\n        codBasisPoints\n        returnCharge\n        createdAt\n        zones {\n          zone\n          label\n          halfKg\n          oneKg\n          extraKg\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveParcelRateCard($input: ParcelRateCardInput!) {\n    saveParcelRateCard(input: $input) {\n      id\n      effectiveFrom\n    }\n  }\n"): (typeof documents)["\n  mutation SaveParcelRateCard($input: ParcelRateCardInput!) {\n    saveParcelRateCard(input: $input) {\n      id\n      effectiveFrom\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteParcelRateCard($id: Int!) {\n    deleteParcelRateCard(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteParcelRateCard($id: Int!) {\n    deleteParcelRateCard(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DataRequests($done: Boolean!) {\n    dataRequests(done: $done) {\n      id\n      email\n      kind\n      locale\n      createdAt\n      confirmedAt\n      deadline\n      fulfilledAt\n      fulfilledBy\n      outcome\n      matches {\n        messages\n        reservations\n        registrations\n        documents\n        journeysAhead\n      }\n    }\n  }\n"): (typeof documents)["\n  query DataRequests($done: Boolean!) {\n    dataRequests(done: $done) {\n      id\n      email\n      kind\n      locale\n      createdAt\n      confirmedAt\n      deadline\n      fulfilledAt\n      fulfilledBy\n      outcome\n      matches {\n        messages\n        reservations\n        registrations\n        documents\n        journeysAhead\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FulfilDataRequest($id: Int!, $journeysAheadConfirmed: Boolean!) {\n    fulfilDataRequest(id: $id, journeysAheadConfirmed: $journeysAheadConfirmed) {\n      id\n      fulfilledAt\n      outcome\n    }\n  }\n"): (typeof documents)["\n  mutation FulfilDataRequest($id: Int!, $journeysAheadConfirmed: Boolean!) {\n    fulfilDataRequest(id: $id, journeysAheadConfirmed: $journeysAheadConfirmed) {\n      id\n      fulfilledAt\n      outcome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrivacyFigures {\n    openDataRequests\n    retentionPreview {\n      messages\n      reservations\n      registrations\n      documents\n    }\n  }\n"): (typeof documents)["\n  query PrivacyFigures {\n    openDataRequests\n    retentionPreview {\n      messages\n      reservations\n      registrations\n      documents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerDocuments($registrationId: Int!) {\n    partnerDocuments(registrationId: $registrationId) {\n      id\n      kind\n      number\n      expiresOn\n      state\n      reason\n      contentType\n      fileUrl\n    }\n  }\n"): (typeof documents)["\n  query PartnerDocuments($registrationId: Int!) {\n    partnerDocuments(registrationId: $registrationId) {\n      id\n      kind\n      number\n      expiresOn\n      state\n      reason\n      contentType\n      fileUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptPartnerDocument($id: Int!) {\n    acceptPartnerDocument(id: $id) {\n      id\n      state\n      reason\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptPartnerDocument($id: Int!) {\n    acceptPartnerDocument(id: $id) {\n      id\n      state\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectPartnerDocument($id: Int!, $reason: String!) {\n    rejectPartnerDocument(id: $id, reason: $reason) {\n      id\n      state\n      reason\n    }\n  }\n"): (typeof documents)["\n  mutation RejectPartnerDocument($id: Int!, $reason: String!) {\n    rejectPartnerDocument(id: $id, reason: $reason) {\n      id\n      state\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRegistrations(\n    $kind: RegistrationKind\n    $status: RegistrationStatus\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $late: Boolean\n    $assigneeId: Int\n  ) {\n    list: registrationRequests(\n      kind: $kind\n      status: $status\n      page: $page\n      pageSize: $pageSize\n      search: $search\n      late: $late\n      assigneeId: $assigneeId\n    ) {\n      total\n      totalIsExact\n      items {\n        ...RegistrationRequestStaffFields\n        replyClock {\n          minutesLeft\n          tone\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminRegistrations(\n    $kind: RegistrationKind\n    $status: RegistrationStatus\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $late: Boolean\n    $assigneeId: Int\n  ) {\n    list: registrationRequests(\n      kind: $kind\n      status: $status\n      page: $page\n      pageSize: $pageSize\n      search: $search\n      late: $late\n      assigneeId: $assigneeId\n    ) {\n      total\n      totalIsExact\n      items {\n        ...RegistrationRequestStaffFields\n        replyClock {\n          minutesLeft\n          tone\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRegistration($id: Int!) {\n    deleteRegistrationRequest(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteRegistration($id: Int!) {\n    deleteRegistrationRequest(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetRegistrationStatus(\n    $id: Int!\n    $status: RegistrationStatus!\n    $note: String\n    $visitorNote: String\n  ) {\n    setRegistrationStatus(id: $id, status: $status, note: $note, visitorNote: $visitorNote) {\n      id\n      status\n      statusNote\n      visitorNote\n    }\n  }\n"): (typeof documents)["\n  mutation SetRegistrationStatus(\n    $id: Int!\n    $status: RegistrationStatus!\n    $note: String\n    $visitorNote: String\n  ) {\n    setRegistrationStatus(id: $id, status: $status, note: $note, visitorNote: $visitorNote) {\n      id\n      status\n      statusNote\n      visitorNote\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetRegistrationsStatus(\n    $ids: [Int!]!\n    $status: RegistrationStatus!\n    $note: String\n    $visitorNote: String\n  ) {\n    setRegistrationsStatus(ids: $ids, status: $status, note: $note, visitorNote: $visitorNote)\n  }\n"): (typeof documents)["\n  mutation SetRegistrationsStatus(\n    $ids: [Int!]!\n    $status: RegistrationStatus!\n    $note: String\n    $visitorNote: String\n  ) {\n    setRegistrationsStatus(ids: $ids, status: $status, note: $note, visitorNote: $visitorNote)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRegistrationRequests($ids: [Int!]!) {\n    deleteRegistrationRequests(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation DeleteRegistrationRequests($ids: [Int!]!) {\n    deleteRegistrationRequests(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReservations(\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $status: ReservationStatus\n    $late: Boolean\n    $assigneeId: Int\n  ) {\n    list: reservations(\n      page: $page\n      pageSize: $pageSize\n      search: $search\n      status: $status\n      late: $late\n      assigneeId: $assigneeId\n    ) {\n      total\n      totalIsExact\n      items {\n        ...ReservationStaffFields\n        replyClock {\n          minutesLeft\n          tone\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminReservations(\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $status: ReservationStatus\n    $late: Boolean\n    $assigneeId: Int\n  ) {\n    list: reservations(\n      page: $page\n      pageSize: $pageSize\n      search: $search\n      status: $status\n      late: $late\n      assigneeId: $assigneeId\n    ) {\n      total\n      totalIsExact\n      items {\n        ...ReservationStaffFields\n        replyClock {\n          minutesLeft\n          tone\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteReservation($id: Int!) {\n    deleteReservation(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteReservation($id: Int!) {\n    deleteReservation(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetReservationStatus(\n    $id: Int!\n    $status: ReservationStatus!\n    $note: String\n    $visitorNote: String\n  ) {\n    setReservationStatus(id: $id, status: $status, note: $note, visitorNote: $visitorNote) {\n      id\n      status\n      statusNote\n      visitorNote\n    }\n  }\n"): (typeof documents)["\n  mutation SetReservationStatus(\n    $id: Int!\n    $status: ReservationStatus!\n    $note: String\n    $visitorNote: String\n  ) {\n    setReservationStatus(id: $id, status: $status, note: $note, visitorNote: $visitorNote) {\n      id\n      status\n      statusNote\n      visitorNote\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetReservationsStatus(\n    $ids: [Int!]!\n    $status: ReservationStatus!\n    $note: String\n    $visitorNote: String\n  ) {\n    setReservationsStatus(ids: $ids, status: $status, note: $note, visitorNote: $visitorNote)\n  }\n"): (typeof documents)["\n  mutation SetReservationsStatus(\n    $ids: [Int!]!\n    $status: ReservationStatus!\n    $note: String\n    $visitorNote: String\n  ) {\n    setReservationsStatus(ids: $ids, status: $status, note: $note, visitorNote: $visitorNote)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteReservations($ids: [Int!]!) {\n    deleteReservations(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation DeleteReservations($ids: [Int!]!) {\n    deleteReservations(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffSearchHitFields on StaffSearchHit {\n    kind\n    id\n    reference\n    title\n    subtitle\n    createdAt\n    status\n  }\n"): (typeof documents)["\n  fragment StaffSearchHitFields on StaffSearchHit {\n    kind\n    id\n    reference\n    title\n    subtitle\n    createdAt\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffSearch($q: String!, $admin: Boolean!) {\n    staffSearch(q: $q) {\n      ...StaffSearchHitFields\n    }\n    MESSAGE: contactMessages(search: $q, pageSize: 1) @include(if: $admin) {\n      total\n      totalIsExact\n    }\n    RESERVATION: reservations(search: $q, pageSize: 1) @include(if: $admin) {\n      total\n      totalIsExact\n    }\n    REGISTRATION: registrationRequests(search: $q, pageSize: 1) @include(if: $admin) {\n      total\n      totalIsExact\n    }\n    NEWS: news(search: $q, pageSize: 1) {\n      total\n      totalIsExact\n    }\n    PRESS: pressCoverage(search: $q, pageSize: 1) {\n      total\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query StaffSearch($q: String!, $admin: Boolean!) {\n    staffSearch(q: $q) {\n      ...StaffSearchHitFields\n    }\n    MESSAGE: contactMessages(search: $q, pageSize: 1) @include(if: $admin) {\n      total\n      totalIsExact\n    }\n    RESERVATION: reservations(search: $q, pageSize: 1) @include(if: $admin) {\n      total\n      totalIsExact\n    }\n    REGISTRATION: registrationRequests(search: $q, pageSize: 1) @include(if: $admin) {\n      total\n      totalIsExact\n    }\n    NEWS: news(search: $q, pageSize: 1) {\n      total\n      totalIsExact\n    }\n    PRESS: pressCoverage(search: $q, pageSize: 1) {\n      total\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ContactMessageStaffFields on ContactMessage {\n  id\n  reference\n  name\n  contactNumber\n  email\n  subject\n  message\n  status\n  kind\n  statusNote\n  visitorNote\n  replyBy\n  assigneeId\n  createdAt\n}\n\nfragment ReservationStaffFields on Reservation {\n  id\n  reference\n  kind\n  departureLocation\n  destinationLocation\n  passengerName\n  email\n  mobile\n  numberOfPassengers\n  journeyDate\n  bookingDocument {\n    id\n    fileName\n    mimeType\n    size\n    downloadUrl\n  }\n  status\n  statusNote\n  visitorNote\n  replyBy\n  assigneeId\n}\n\nfragment RegistrationRequestStaffFields on RegistrationRequest {\n  id\n  reference\n  kind\n  name\n  countryCode\n  phone\n  email\n  city\n  details {\n    vehicleType\n    businessName\n    fleetSize\n    productCategory\n  }\n  status\n  statusNote\n  visitorNote\n  replyBy\n  assigneeId\n  createdAt\n}"): (typeof documents)["fragment ContactMessageStaffFields on ContactMessage {\n  id\n  reference\n  name\n  contactNumber\n  email\n  subject\n  message\n  status\n  kind\n  statusNote\n  visitorNote\n  replyBy\n  assigneeId\n  createdAt\n}\n\nfragment ReservationStaffFields on Reservation {\n  id\n  reference\n  kind\n  departureLocation\n  destinationLocation\n  passengerName\n  email\n  mobile\n  numberOfPassengers\n  journeyDate\n  bookingDocument {\n    id\n    fileName\n    mimeType\n    size\n    downloadUrl\n  }\n  status\n  statusNote\n  visitorNote\n  replyBy\n  assigneeId\n}\n\nfragment RegistrationRequestStaffFields on RegistrationRequest {\n  id\n  reference\n  kind\n  name\n  countryCode\n  phone\n  email\n  city\n  details {\n    vehicleType\n    businessName\n    fleetSize\n    productCategory\n  }\n  status\n  statusNote\n  visitorNote\n  replyBy\n  assigneeId\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Trash($page: Int!, $pageSize: Int!) {\n    list: trash(page: $page, pageSize: $pageSize) {\n      total\n      totalIsExact\n      items {\n        id\n        entity\n        rowId\n        summary\n        deletedBy\n        deletedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query Trash($page: Int!, $pageSize: Int!) {\n    list: trash(page: $page, pageSize: $pageSize) {\n      total\n      totalIsExact\n      items {\n        id\n        entity\n        rowId\n        summary\n        deletedBy\n        deletedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreFromTrash($ids: [Int!]!) {\n    restoreFromTrash(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation RestoreFromTrash($ids: [Int!]!) {\n    restoreFromTrash(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoDelete($entity: String!, $ids: [Int!]!) {\n    undoDelete(entity: $entity, ids: $ids)\n  }\n"): (typeof documents)["\n  mutation UndoDelete($entity: String!, $ids: [Int!]!) {\n    undoDelete(entity: $entity, ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffUsers {\n    staffUsers {\n      id\n      username\n      role\n      active\n      email\n      totpEnabled\n      lockedUntil\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query StaffUsers {\n    staffUsers {\n      id\n      username\n      role\n      active\n      email\n      totpEnabled\n      lockedUntil\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateStaffUser($input: StaffUserInput!) {\n    createStaffUser(input: $input) {\n      id\n      username\n      role\n      active\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreateStaffUser($input: StaffUserInput!) {\n    createStaffUser(input: $input) {\n      id\n      username\n      role\n      active\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetStaffUserActive($id: Int!, $active: Boolean!) {\n    setStaffUserActive(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation SetStaffUserActive($id: Int!, $active: Boolean!) {\n    setStaffUserActive(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetStaffUserRole($id: Int!, $role: String!) {\n    setStaffUserRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation SetStaffUserRole($id: Int!, $role: String!) {\n    setStaffUserRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetStaffUserPassword($id: Int!, $password: String!) {\n    resetStaffUserPassword(id: $id, password: $password) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ResetStaffUserPassword($id: Int!, $password: String!) {\n    resetStaffUserPassword(id: $id, password: $password) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlockStaffUser($id: Int!) {\n    unlockStaffUser(id: $id) {\n      id\n      lockedUntil\n    }\n  }\n"): (typeof documents)["\n  mutation UnlockStaffUser($id: Int!) {\n    unlockStaffUser(id: $id) {\n      id\n      lockedUntil\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetStaffUserEmail($id: Int!, $email: String) {\n    setStaffUserEmail(id: $id, email: $email) {\n      id\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation SetStaffUserEmail($id: Int!, $email: String) {\n    setStaffUserEmail(id: $id, email: $email) {\n      id\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedViews {\n    savedViews {\n      id\n      name\n      kind\n      search\n      status\n      late\n      role\n      count\n    }\n  }\n"): (typeof documents)["\n  query SavedViews {\n    savedViews {\n      id\n      name\n      kind\n      search\n      status\n      late\n      role\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveView($input: SavedViewInput!) {\n    saveView(input: $input) {\n      id\n      name\n      count\n    }\n  }\n"): (typeof documents)["\n  mutation SaveView($input: SavedViewInput!) {\n    saveView(input: $input) {\n      id\n      name\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminWebsiteFields on Website {\n    id\n    name\n    url\n    type\n    client\n    description\n    year\n    imageUrl\n    imageWebpUrl\n  }\n"): (typeof documents)["\n  fragment AdminWebsiteFields on Website {\n    id\n    name\n    url\n    type\n    client\n    description\n    year\n    imageUrl\n    imageWebpUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWebsites($page: Int!, $pageSize: Int!, $search: String) {\n    list: websites(page: $page, pageSize: $pageSize, search: $search) {\n      total\n      totalIsExact\n      items {\n        ...AdminWebsiteFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminWebsites($page: Int!, $pageSize: Int!, $search: String) {\n    list: websites(page: $page, pageSize: $pageSize, search: $search) {\n      total\n      totalIsExact\n      items {\n        ...AdminWebsiteFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebsite($input: WebsiteInput!, $image: Upload!) {\n    createWebsite(input: $input, image: $image) {\n      ...AdminWebsiteFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebsite($input: WebsiteInput!, $image: Upload!) {\n    createWebsite(input: $input, image: $image) {\n      ...AdminWebsiteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWebsite($id: Int!, $input: WebsiteInput!, $image: Upload) {\n    updateWebsite(id: $id, input: $input, image: $image) {\n      ...AdminWebsiteFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWebsite($id: Int!, $input: WebsiteInput!, $image: Upload) {\n    updateWebsite(id: $id, input: $input, image: $image) {\n      ...AdminWebsiteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebsite($id: Int!) {\n    deleteWebsite(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteWebsite($id: Int!) {\n    deleteWebsite(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      accessToken\n      mfaChallenge\n      user {\n        id\n        username\n        role\n        mustChangePassword\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      accessToken\n      mfaChallenge\n      user {\n        id\n        username\n        role\n        mustChangePassword\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteLogin($challenge: String!, $code: String!) {\n    completeLogin(challenge: $challenge, code: $code) {\n      accessToken\n      user {\n        id\n        username\n        role\n        mustChangePassword\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteLogin($challenge: String!, $code: String!) {\n    completeLogin(challenge: $challenge, code: $code) {\n      accessToken\n      user {\n        id\n        username\n        role\n        mustChangePassword\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartPasskeySignIn {\n    startPasskeySignIn\n  }\n"): (typeof documents)["\n  mutation StartPasskeySignIn {\n    startPasskeySignIn\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompletePasskeySignIn($response: String!) {\n    completePasskeySignIn(response: $response) {\n      accessToken\n      user {\n        id\n        username\n        role\n        mustChangePassword\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CompletePasskeySignIn($response: String!) {\n    completePasskeySignIn(response: $response) {\n      accessToken\n      user {\n        id\n        username\n        role\n        mustChangePassword\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPasswordWithToken($token: String!, $newPassword: String!) {\n    resetPasswordWithToken(token: $token, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ResetPasswordWithToken($token: String!, $newPassword: String!) {\n    resetPasswordWithToken(token: $token, newPassword: $newPassword)\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;