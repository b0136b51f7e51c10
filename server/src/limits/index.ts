export { countPublicWrite, PublicWriteLimit } from './public-writes';
export { LoginThrottle, type Attempt } from './login-throttle';
export { clearLimits } from './store';
export { StatusLookupLimit } from './status-lookups';
export { PasswordResetLimit } from './password-resets';
export { PasskeyStartLimit } from './passkey-starts';
