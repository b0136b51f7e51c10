import type { Feature } from '../../feature';
import { RecordService } from '../../records/record.service';
import { TrashEntry } from './trash.entity';
import { TrashResolver } from './trash.resolver';
import { TrashService } from './trash.service';

/** Trash (PRODUCT.md §22): staff deletes wait 30 days here; the daily job empties what is older. */
export const trashFeature: Feature = {
  name: 'trash',
  entities: [TrashEntry],
  resolvers: [TrashResolver],
  routes: [],
  services: (d, built) => ({
    trash: new TrashService(d, () =>
      Object.values(built).filter(
        (s): s is RecordService<{ id: number }> => s instanceof RecordService,
      ),
    ),
  }),
  workers: (services) => [
    {
      queue: 'trash-purge',
      retryLimit: 3,
      retryDelay: 300,
      cron: { schedule: '29 2 * * *', data: {} },
      run: async () => {
        const emptied = await services.trash.purge();
        services.log.info({ emptied }, 'trash purge');
      },
    },
  ],
};

declare module '../../services' {
  interface Services {
    trash: TrashService;
  }
}
