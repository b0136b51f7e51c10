import type { Logger } from '../../logger';
import type { Services } from '../../services';
import { HELP_EN } from './seed/en';
import { HELP_BN } from './seed/bn';

/** The help centre's first articles, written for the site (not demo text), once, when it has none. */
export async function seedHelp(services: Services, log: Logger): Promise<void> {
  if ((await services.helpArticles.list('en', { staff: true })).length) return;
  for (const [locale, articles] of [
    ['en', HELP_EN],
    ['bn', HELP_BN],
  ] as const) {
    for (const a of articles) await services.helpArticles.create({ ...a, locale }, null);
  }
  log.info({ articles: HELP_EN.length + HELP_BN.length }, 'seeded the help centre');
}
