import { formatter } from '@lingui/format-json';

/**
 * The site's messages: catalogs written by hand (explicit ids, ICU MessageFormat) in
 * src/i18n/catalogs/{en,bn}.json, compiled by `lingui compile` (part of `npm run build`, and
 * `npm run i18n`) into {en,bn}.ts beside them, which the app loads. No macros, no extraction:
 * the ids are typed from en.json (src/i18n/messages.ts) and catalogs.test.ts checks both files.
 */
export default {
  sourceLocale: 'en',
  locales: ['en', 'bn'],
  catalogs: [{ path: '<rootDir>/src/i18n/catalogs/{locale}', include: [] }],
  format: formatter({ style: 'minimal' }),
  compileNamespace: 'ts',
};
