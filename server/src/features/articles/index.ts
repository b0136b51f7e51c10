import type { Feature } from '../feature';
import { PublishClock } from './publish-clock';

/**
 * What news and press coverage share beyond their services: when scheduled items appear (the
 * publishing clock) and the job that makes the srcset widths images stored earlier lack.
 */
export const publishingFeature: Feature = {
  name: 'publishing',
  entities: [],
  resolvers: [],
  routes: [],
  services: (d, built) => ({
    publishing: new PublishClock(d.bus, [built.news, built.press], d.log),
  }),
  workers: (s) => [
    {
      queue: 'image-widths',
      retryLimit: 2,
      retryDelay: 60,
      expireInSeconds: 3600,
      atStart: {},
      async run() {
        const made = await s.storage.addMissingWidths();
        if (made > 0) s.log.info({ made }, 'made the missing WebP widths of stored images');
      },
    },
  ],
};

declare module '../../services' {
  interface Services {
    /** when scheduled news and press appear, and which images are not public yet */
    publishing: PublishClock;
  }
}
