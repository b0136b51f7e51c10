import { notFound } from '../../errors';
import { idParam, type RouteDef } from '../../http/routes';
import { sendStored } from '../../storage';

export const partnerDocumentRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/partner-documents/:id/file',
    // Admins and compliance only; the opening is logged before a byte is sent.
    access: 'papers',
    handle: async (r) => {
      const doc = await r.services.partnerDocuments.openFile(idParam(r), r.user!);
      const res = r.res;
      res.attachment(`${doc.kind.toLowerCase()}-${doc.id}.${doc.fileKey.split('.').pop()}`);
      const sent = await sendStored(
        res.req,
        res,
        r.services.storage.store,
        'private',
        doc.fileKey,
        {
          'Content-Type': doc.contentType,
          'Cache-Control': 'private, no-store',
        },
      );
      if (!sent) throw notFound('The document’s file');
    },
  },
];
