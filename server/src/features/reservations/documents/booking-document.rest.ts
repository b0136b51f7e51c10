import { notFound } from '../../../errors';
import { idParam, type RouteDef } from '../../../http/routes';
import { sendStored } from '../../../storage';
import type { BookingDocument } from './booking-document.entity';

const toRest = ({ id, fileName, mimeType, size, claimToken }: BookingDocument) => ({
  id,
  fileName,
  mimeType,
  size,
  ...(claimToken ? { claimToken } : {}),
});

export const bookingDocumentRoutes: RouteDef[] = [
  {
    method: 'post',
    path: '/booking-doc',
    access: 'publicWrite',
    upload: {
      field: 'file',
      label: 'Booking document',
      maxBytes: (s) => s.bookingDocuments.maxBytes,
    },
    handle: async (r) => toRest(await r.services.bookingDocuments.upload(r.file)),
  },
  {
    method: 'get',
    path: '/booking-doc/:id/file',
    access: 'admin',
    handle: async (r) => {
      const { doc, area, name } = await r.services.bookingDocuments.file(idParam(r));
      const res = r.res;
      res.attachment(doc.fileName);
      const sent = await sendStored(res.req, res, r.services.storage.store, area, name, {
        'Content-Type': doc.mimeType,
        'Cache-Control': 'private, no-store',
      });
      if (!sent) throw notFound('The booking document’s file');
    },
  },
];
