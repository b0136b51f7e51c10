import { Init1763790000000 } from './1763790000000-init';
import { BackOffice1763900000000 } from './1763900000000-back-office';
import { VehicleCategories1763900000001 } from './1763900000001-vehicle-categories';
import { ChangeNotifications1764000000000 } from './1764000000000-change-notifications';
import { BigTables1764100000000 } from './1764100000000-big-tables';
import { RateLimits1764200000000 } from './1764200000000-rate-limits';
import { Staff1764300000000 } from './1764300000000-staff';
import { CmsPages1764400000000 } from './1764400000000-cms-pages';
import { Websites1764400000001 } from './1764400000001-websites';
import { AccountChangeNotifications1764510000000 } from './1764510000000-account-change-notifications';
import { SearchWords1764520000000 } from './1764520000000-search-words';
import { CmsPagesBn1764610000000 } from './1764610000000-cms-pages-bn';
import { ArticlesBn1764620000000 } from './1764620000000-articles-bn';
import { Publishing1764630000000 } from './1764630000000-publishing';
import { ContactReplies1764700000000 } from './1764700000000-contact-replies';
import { CmsPagesBnWording1764720000000 } from './1764720000000-cms-pages-bn-wording';
import { Sessions1764730000000 } from './1764730000000-sessions';
import { ImageWidth1764790000000 } from './1764790000000-image-width';
import { VisitorReferences1764800000000 } from './1764800000000-visitor-references';
import { StaffSignIn1764800000000 } from './1764800000000-staff-sign-in';
import { TwoFactor1764800000001 } from './1764800000001-two-factor';
import { VisitorNotes1764800000001 } from './1764800000001-visitor-notes';
import { BookingClaims1764800000002 } from './1764800000002-booking-claims';
import { PhoneDigits1764810000000 } from './1764810000000-phone-digits';
import { PasswordResets1764830000000 } from './1764830000000-password-resets';
import { Passkeys1764830000001 } from './1764830000001-passkeys';
import { KnownDevices1764830000002 } from './1764830000002-known-devices';
import { Consent1764850000000 } from './1764850000000-consent';
import { DataRequests1764850000001 } from './1764850000001-data-requests';
import { IdempotencyKeys1764860000000 } from './1764860000000-idempotency-keys';
import { WebVitals1764900000000 } from './1764900000000-web-vitals';
import { SearchWordsDated1764970000000 } from './1764970000000-search-words-dated';
import { StepUp1765100000001 } from './1765100000001-step-up';
import { IdempotencyAnswers1765100000005 } from './1765100000005-idempotency-answers';
import { ErasureByDelete1765200000100 } from './1765200000100-erasure-by-delete';
import { ConfirmationMails1765200000101 } from './1765200000101-confirmation-mails';
import { HelpCentre1765310000000 } from './1765310000000-help-centre';
import { OfficialContacts1765320000000 } from './1765320000000-official-contacts';
import { SafetyPage1765320000001 } from './1765320000001-safety-page';
import { ParcelRateCards1765330000000 } from './1765330000000-parcel-rate-cards';
import { Holidays1765340000000 } from './1765340000000-holidays';
import { PartnerDocuments1765350000000 } from './1765350000000-partner-documents';
import { DocumentSuspensions1765350000100 } from './1765350000100-document-suspensions';
import { Cases1765360000000 } from './1765360000000-cases';
import { ReplyBy1765370000000 } from './1765370000000-reply-by';
import { SavedViews1765370000001 } from './1765370000001-saved-views';
import { Trash1765380000000 } from './1765380000000-trash';
import { ActivityChanges1765380000001 } from './1765380000001-activity-changes';
import { WaitingOnVisitor1765390000200 } from './1765390000200-waiting-on-visitor';

/** Every migration, oldest first. New ones are appended here (and never edited once landed). */
export const migrations = [
  Init1763790000000,
  BackOffice1763900000000,
  VehicleCategories1763900000001,
  ChangeNotifications1764000000000,
  BigTables1764100000000,
  RateLimits1764200000000,
  Staff1764300000000,
  CmsPages1764400000000,
  Websites1764400000001,
  AccountChangeNotifications1764510000000,
  SearchWords1764520000000,
  CmsPagesBn1764610000000,
  ArticlesBn1764620000000,
  Publishing1764630000000,
  ContactReplies1764700000000,
  CmsPagesBnWording1764720000000,
  Sessions1764730000000,
  ImageWidth1764790000000,
  VisitorReferences1764800000000,
  StaffSignIn1764800000000,
  TwoFactor1764800000001,
  VisitorNotes1764800000001,
  BookingClaims1764800000002,
  PhoneDigits1764810000000,
  PasswordResets1764830000000,
  Passkeys1764830000001,
  KnownDevices1764830000002,
  Consent1764850000000,
  DataRequests1764850000001,
  IdempotencyKeys1764860000000,
  WebVitals1764900000000,
  SearchWordsDated1764970000000,
  StepUp1765100000001,
  IdempotencyAnswers1765100000005,
  ErasureByDelete1765200000100,
  ConfirmationMails1765200000101,
  HelpCentre1765310000000,
  OfficialContacts1765320000000,
  SafetyPage1765320000001,
  ParcelRateCards1765330000000,
  Holidays1765340000000,
  PartnerDocuments1765350000000,
  DocumentSuspensions1765350000100,
  Cases1765360000000,
  ReplyBy1765370000000,
  SavedViews1765370000001,
  Trash1765380000000,
  ActivityChanges1765380000001,
  WaitingOnVisitor1765390000200,
];
