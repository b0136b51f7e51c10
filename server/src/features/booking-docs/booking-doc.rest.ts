import { idParam, type RouteDef } from '../../http/routes';
import type { BookingDocument } from './booking-doc.entity';

const toRest = ({ id, fileName, mimeType, size }: BookingDocument) => ({
  id,
  fileName,
  mimeType,
  size,
});

export const bookingDocRoutes: RouteDef[] = [
  {
    method: 'post',
    path: '/booking-doc',
    access: 'publicWrite',
    upload: { field: 'file', label: 'Booking document', maxBytes: (s) => s.bookingDocs.maxBytes },
    handle: async (r) => toRest(await r.services.bookingDocs.upload(r.file)),
  },
  {
    method: 'get',
    path: '/booking-doc/:id/file',
    access: 'admin',
    handle: async (r) => {
      const { doc, path } = await r.services.bookingDocs.file(idParam(r));
      const res = r.res;
      res.attachment(doc.fileName);
      res.type(doc.mimeType);
      res.setHeader('Cache-Control', 'private, no-store');
      await new Promise<void>((resolve, reject) =>
        res.sendFile(path, { dotfiles: 'allow' }, (err) => (err ? reject(err) : resolve())),
      );
    },
  },
];
