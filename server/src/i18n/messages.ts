/**
 * What the server says to a visitor whose write it refuses, in English and in Bangla. The English
 * is what the services and validation rules already say ({placeholders} stand for labels and
 * numbers); the Bangla is written for Bangladeshi readers, not word for word. Every key exists in
 * both languages (messages.test.ts).
 */
export const LOCALES = ['en', 'bn'] as const;
export type Locale = (typeof LOCALES)[number];

const EN = {
  required: '{label} is required',
  tooLong: '{label} must be at most {max} characters',
  email: '{label} must be a valid e-mail address',
  phone: '{label} must be a phone number: 6 to 20 digits (spaces, dashes and a leading + allowed)',
  realDate: '{label} must be a real date written YYYY-MM-DD',
  pastDate: '{label} cannot be in the past',
  farDate: '{label} must be within the next {days} days',
  passengers: 'Number of passengers must be a whole number from 1 to {max} for a {kind}',
  reservationKind: 'kind must be RIDE or HELICOPTER',
  documentId: 'bookingDocumentId must be a whole number',
  documentMissing: 'The booking document was not found: upload it again',
  documentTaken: 'This booking document is already attached to a reservation',
  claimToken:
    'A booking document is attached with the claimToken its upload answered, not by its id alone',
  registrationKind: 'kind must be DRIVER, CUSTOMER, FLEET_PARTNER or MERCHANT',
  dataRequestKind: 'Choose what you would like: a copy of your data or its erasure',
  countryCode: 'Country code must be + and 1 to 4 digits, like +880',
  vehicleType: 'Vehicle type must be Car, Bike, Micro or Ambulance',
  fleetSize: 'Fleet size must be a whole number from 1 to {max}',
  samePlace: 'to must be a different place from from',
  fileEmpty: '{label} is empty',
  fileType: '{label} must be a {types} file',
  fileUnreadable: '{label} could not be read: send a PDF or an image that opens',
  fileTooLarge: '{label} must be at most {mb} MB',
  fileNotReceived: '{label} could not be received',
  unstorable: '{label} contains a character that cannot be stored',
  formUnreadable: 'The form could not be read. Please send it again from this page.',
  tooManyRequests:
    'Too many requests from your network. Please wait {seconds} seconds and try again.',
  referenceShape: 'Reference must look like DR-7K3P-Q9MX: DR and 8 letters or digits',
  contactShape:
    'Phone number or e-mail must be the phone number or e-mail address you gave us (a phone number has only digits, spaces, dashes and a leading +)',
  statusLookups: 'Too many status lookups. Please wait {minutes} minutes and try again.',
  checkEmpty: 'Type a phone number, sender name, e-mail or web address',
  checkTooLong: 'Type at most {max} characters',
  checkEmail: 'That e-mail address is not complete: it needs a name@domain',
  checkPhone: 'A phone number needs more digits',
  checkWeb: 'That web address is not complete: it needs a name like example.com',
  checkUnknown: 'That is not a phone number, sender name, e-mail or web address',
  contactChecks: 'Too many checks. Please wait {minutes} minutes and try again.',
  verifyEmpty: 'Type a number plate or a partner ID',
  verifyUnknown:
    'That is not a number plate like Dhaka Metro-Ga 12-3456 or a partner ID like DR-7K3P-Q9MX',
  verifications: 'Too many verifications. Please wait {minutes} minutes and try again.',
  parcelZone: 'Zone must be INSIDE_DHAKA, DHAKA_SUBURBS or OUTSIDE_DHAKA',
  documentNotFound: 'No registration matches this reference and phone number or e-mail',
  documentKind: 'Choose which document this is',
  documentNotAsked: '{label} is not asked of this registration',
  documentNotReplaceable:
    'Only a rejected or expired document can be replaced: this one is being reviewed or was accepted',
  parcelWeight: 'Weight must be a whole number of grams from 1 to {max}',
  parcelCod: 'Cash to collect must be a whole number of taka from 0 to {max}',
  invalidInput: 'Invalid input',
  serverError: 'Something went wrong on our side. Please try again.',
  liteSwitch:
    'The lite-mode switch could not be read: nothing was changed. Please use the button at the foot of the page again.',
  backToPage: 'Back to the page',
} as const;

export type MessageKey = keyof typeof EN;

const BN: Record<MessageKey, string> = {
  required: '{label} দিতে হবে',
  tooLong: '{label} সর্বোচ্চ {max} অক্ষরের হতে পারে',
  email: 'সঠিক একটি ই-মেইল ঠিকানা লিখুন',
  phone: '{label} ঠিক নেই: ৬ থেকে ২০ অঙ্কের একটি নম্বর লিখুন (স্পেস, ড্যাশ আর শুরুতে + চলবে)',
  realDate: '{label} ঠিক নেই: একটি সঠিক তারিখ দিন',
  pastDate: '{label} আজকের আগের হতে পারে না',
  farDate: '{label} আগামী {days} দিনের মধ্যে হতে হবে',
  passengers: '{kind} যাত্রী হতে পারেন ১ থেকে {max} জন',
  reservationKind: 'বুকিংয়ের ধরন হবে রাইড অথবা হেলিকপ্টার',
  documentId: 'বুকিংয়ের নথিটি চেনা যায়নি: আবার আপলোড করুন',
  documentMissing: 'বুকিংয়ের নথিটি খুঁজে পাওয়া যায়নি: আবার আপলোড করুন',
  documentTaken: 'এই নথিটি আগেই আরেকটি বুকিংয়ের সঙ্গে যুক্ত হয়েছে',
  claimToken: 'নথিটি যুক্ত করতে আপলোডের সময় পাওয়া claimToken পাঠাতে হবে, শুধু নথির নম্বর দিলে হবে না',
  registrationKind: 'নিবন্ধনের ধরনটি সঠিক নয়',
  dataRequestKind: 'আপনি কী চান, বেছে নিন: আপনার তথ্যের কপি, নাকি সব মুছে ফেলা',
  countryCode: 'দেশের কোড হবে + আর ১ থেকে ৪টি অঙ্ক, যেমন +880',
  vehicleType: 'গাড়ির ধরন বেছে নিন: কার, বাইক, মাইক্রো বা অ্যাম্বুলেন্স',
  fleetSize: 'গাড়ির সংখ্যা ১ থেকে {max}-এর মধ্যে একটি পূর্ণ সংখ্যা হতে হবে',
  samePlace: 'যাত্রা শুরুর জায়গা আর গন্তব্য একই হতে পারে না',
  fileEmpty: '{label}: ফাইলটি খালি',
  fileType: '{label}: শুধু {types} ফাইল দেওয়া যাবে',
  fileUnreadable: '{label}: ফাইলটি খোলা যায়নি, খোলে এমন একটি PDF বা ছবি পাঠান',
  fileTooLarge: '{label} সর্বোচ্চ {mb} এমবি হতে পারে',
  fileNotReceived: '{label} পৌঁছায়নি: আবার চেষ্টা করুন',
  unstorable: '{label}: এমন একটি চিহ্ন আছে যা রাখা যায় না, সেটি মুছে আবার লিখুন',
  formUnreadable: 'ফর্মটি পড়া যায়নি। এই পাতা থেকে অনুগ্রহ করে আবার পাঠান।',
  tooManyRequests:
    'আপনার নেটওয়ার্ক থেকে অনেক বেশি অনুরোধ এসেছে। {seconds} সেকেন্ড অপেক্ষা করে আবার চেষ্টা করুন।',
  referenceShape: 'রেফারেন্সটি দেখতে এমন হবে: DR-7K3P-Q9MX — DR আর ৮টি অক্ষর বা অঙ্ক',
  contactShape:
    'যে ফোন নম্বর বা ই-মেইল ঠিকানা আমাদের দিয়েছিলেন, সেটিই লিখুন (ফোন নম্বরে শুধু অঙ্ক, স্পেস, ড্যাশ আর শুরুতে + চলবে)',
  statusLookups: 'অল্প সময়ে অনেকবার খোঁজা হয়েছে। {minutes} মিনিট পরে আবার চেষ্টা করুন।',
  checkEmpty: 'একটি ফোন নম্বর, SMS প্রেরকের নাম, ই-মেইল বা ওয়েব ঠিকানা লিখুন',
  checkTooLong: 'সর্বোচ্চ {max} অক্ষর লেখা যাবে',
  checkEmail: 'ই-মেইল ঠিকানাটি অসম্পূর্ণ: নাম@ডোমেইন এভাবে পুরোটা লিখুন',
  checkPhone: 'ফোন নম্বরে আরও অঙ্ক লাগবে',
  checkWeb: 'ওয়েব ঠিকানাটি অসম্পূর্ণ: example.com-এর মতো পুরো নাম লিখুন',
  checkUnknown: 'এটি ফোন নম্বর, SMS প্রেরকের নাম, ই-মেইল বা ওয়েব ঠিকানা বলে মনে হচ্ছে না',
  contactChecks: 'অল্প সময়ে অনেকবার যাচাই করা হয়েছে। {minutes} মিনিট পরে আবার চেষ্টা করুন।',
  documentNotFound: 'এই রেফারেন্স আর ফোন নম্বর বা ই-মেইলের সঙ্গে মেলে এমন কোনো নিবন্ধন পাওয়া যায়নি',
  documentKind: 'কোন কাগজটি পাঠাচ্ছেন, বেছে নিন',
  documentNotAsked: 'এই নিবন্ধনের জন্য {label} লাগবে না',
  documentNotReplaceable:
    'শুধু বাতিল হওয়া বা মেয়াদ পেরোনো কাগজই বদলানো যায়: এটি এখন যাচাই হচ্ছে, অথবা গৃহীত হয়েছে',
  verifyEmpty: 'একটি নম্বর প্লেট বা পার্টনার আইডি লিখুন',
  verifyUnknown: 'এটি ঢাকা মেট্রো-গ ১২-৩৪৫৬-এর মতো নম্বর প্লেট বা DR-7K3P-Q9MX-এর মতো পার্টনার আইডি নয়',
  verifications: 'অল্প সময়ে অনেকবার যাচাই করা হয়েছে। {minutes} মিনিট পরে আবার চেষ্টা করুন।',
  parcelZone: 'এলাকা বেছে নিন: ঢাকার ভেতরে, ঢাকার আশপাশ অথবা ঢাকার বাইরে',
  parcelWeight: 'ওজন লিখুন গ্রামে, ১ থেকে {max} গ্রামের মধ্যে একটি পূর্ণ সংখ্যা',
  parcelCod: 'ক্যাশ অন ডেলিভারির টাকা লিখুন ০ থেকে {max} টাকার মধ্যে একটি পূর্ণ সংখ্যায়',
  invalidInput: 'দেওয়া তথ্য সঠিক নয়',
  serverError: 'আমাদের দিক থেকে একটা সমস্যা হয়েছে। অনুগ্রহ করে আবার চেষ্টা করুন।',
  liteSwitch:
    'লাইট মোডের বোতামটি ঠিকমতো কাজ করেনি, তাই কিছুই বদলানো হয়নি। পাতার নিচের বোতামটি আরেকবার চাপুন।',
  backToPage: 'আগের পাতায় ফিরে যান',
};

export const CATALOGS: Record<Locale, Record<MessageKey, string>> = { en: EN, bn: BN };

/**
 * The fields of the public forms, as the English messages name them; a declared record's fields
 * are named by its declaration (records/declaration.ts, read through labels.ts).
 */
export const LABELS_BN: Record<string, string> = {
  Name: 'নাম',
  Email: 'ই-মেইল',
  'Business name': 'ব্যবসার নাম',
  'Product category': 'পণ্যের ধরন',
  'Vehicle type': 'গাড়ির ধরন',
  'Fleet size': 'গাড়ির সংখ্যা',
  'Booking document': 'বুকিংয়ের নথি',
  Reference: 'রেফারেন্স',
  'Phone number or e-mail': 'ফোন নম্বর বা ই-মেইল',
  Note: 'আপনার কথা',
  'Number plate or partner ID': 'নম্বর প্লেট বা পার্টনার আইডি',
  from: 'যাত্রা শুরুর জায়গা',
  to: 'গন্তব্য',
};

/** `{kind}` of the passenger rule, with the case ending the sentence needs. */
export const KINDS_BN: Record<string, string> = { ride: 'রাইডে', helicopter: 'হেলিকপ্টারে' };
