import { messages as bn } from '../i18n/catalogs/bn';
import { messages as en } from '../i18n/catalogs/en';
import type { Translate } from '../i18n/i18n';
import { createI18n } from '../i18n/i18n-runtime';

/** The site's messages in each language, for tests of rules that speak. */
const english = createI18n('en', en);
const bangla = createI18n('bn', bn);
export const tEn: Translate = (id, values) => english._(id, values);
export const tBn: Translate = (id, values) => bangla._(id, values);
