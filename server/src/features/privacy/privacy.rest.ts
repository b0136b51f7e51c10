import { AppError } from '../../errors';
import type { RouteDef } from '../../http/routes';
import { sendStored } from '../../storage';

/** The export's download link (e-mailed, valid 7 days): a zip, never kept by any cache. */
export const privacyRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/privacy/export/:token',
    access: 'public',
    handle: async (r) => {
      // Tokens are guessed nowhere cheaply: each try counts as a public write.
      await r.services.publicWrites.consume(r.ip);
      const name = await r.services.privacy.exportFile(r.params.token);
      const sent =
        name &&
        (await sendStored(r.res.req, r.res, r.services.storage.store, 'private', name, {
          'Content-Type': 'application/zip',
          'Content-Disposition': 'attachment; filename="digitalrideweb-data.zip"',
          'Cache-Control': 'private, no-store',
        }));
      if (!sent)
        throw new AppError('NOT_FOUND', 'This download link has expired or does not exist');
    },
  },
];
