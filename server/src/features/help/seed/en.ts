import { EN_MORE } from './en-more';
import { EN_TRIPS } from './en-trips';

export const HELP_EN = [...EN_TRIPS, ...EN_MORE];
