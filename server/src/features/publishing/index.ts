import type { Feature } from '../../feature';
import { PublishClock } from './publish-clock';

/**
 * What news and press coverage share beyond their services: when scheduled items appear (the
 * publishing clock) and the job that brings images stored earlier up to date: the srcset widths
 * they lack, their metadata taken out, their width kept (news, press and the portfolio alike).
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
        const cleaned = await s.storage.removeStoredMetadata();
        if (cleaned > 0) s.log.info({ cleaned }, 'stored images stored again without metadata');
        let filled = 0;
        for (const service of [s.news, s.press, s.websites])
          filled += await service.fillImageWidths();
        if (filled > 0) s.log.info({ filled }, 'kept the width of images stored before it was');
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
