import type { Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import type { Area, Storage } from './store';

/**
 * Sends a stored object like a static file server would, whichever store holds it: HEAD,
 * conditional GET (ETag), a single byte Range (206, 416 when unsatisfiable), and `headers` on top
 * (cache policy, attachment name). Returns false when there is no such object.
 */
export async function sendStored(
  req: Request,
  res: Response,
  storage: Storage,
  area: Area,
  name: string,
  headers: Record<string, string> = {},
): Promise<boolean> {
  const info = await storage.stat(area, name);
  if (!info) return false;
  res.set({
    'Content-Type': info.contentType,
    'Last-Modified': info.modified.toUTCString(),
    ETag: info.etag,
    'Accept-Ranges': 'bytes',
    ...headers,
  });
  if (req.fresh) {
    res.status(304).end();
    return true;
  }
  const ranges = req.headers.range ? req.range(info.size, { combine: true }) : undefined;
  if (ranges === -1) {
    res.status(416).set('Content-Range', `bytes */${info.size}`).end();
    return true;
  }
  // A malformed header, or several ranges, get the whole object (as `send` does).
  const range = Array.isArray(ranges) && ranges.length === 1 ? ranges[0] : undefined;
  if (range) {
    res.status(206).set('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
  }
  res.set('Content-Length', String(range ? range.end - range.start + 1 : info.size));
  if (req.method === 'HEAD' || info.size === 0) {
    res.end();
    return true;
  }
  const body = await storage.read(area, name, range);
  if (!body) return false;
  await pipeline(body, res);
  return true;
}
