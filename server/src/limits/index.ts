export { countPublicWrite, PublicWriteLimit } from './public-writes';
export { LoginThrottle } from './login-throttle';
export { clearLimits } from './store';
export { StatusLookupLimit } from './status-lookups';
