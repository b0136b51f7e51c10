export { countPublicWrite, PublicWriteLimit } from './public-writes';
export { LoginThrottle, type Attempt } from './login-throttle';
export { LIMITS_TABLE } from './store';
export { StatusLookupLimit } from './status-lookups';
export { PasswordResetLimit } from './password-resets';
export { PasskeyStartLimit } from './passkey-starts';
export { foldUsername, networkOf } from './client-keys';
export { ContactCheckLimit } from './contact-checks';
export { PartnerVerifyLimit } from './partner-verifications';
