import { BN_MORE } from './bn-more';
import { BN_TRIPS } from './bn-trips';

export const HELP_BN = [...BN_TRIPS, ...BN_MORE];
