import { fieldError } from '../../errors';
import type { RouteDef } from '../../http/routes';
import type { Website } from './website.entity';

const toRest = ({ id, name, url, type, client, description, imageUrl, year }: Website) => ({
  id,
  name,
  url,
  type,
  client,
  description,
  imageUrl,
  year,
});

function queryId(value: unknown): number {
  const id = Number(value);
  if (typeof value !== 'string' || !Number.isInteger(id) || id < 1 || id > 2147483647)
    throw fieldError('id', 'id must be a positive whole number');
  return id;
}

/** The original site's Common/Websites helpers. */
export const websiteRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/Common/Websites/GetById',
    access: 'public',
    handle: async (r) => toRest(await r.services.websites.get(queryId(r.query.id))),
  },
  {
    method: 'get',
    path: '/Common/Websites/GetAllByLike',
    access: 'public',
    handle: async (r) =>
      (await r.services.websites.allByLike(r.query.fieldName, r.query.likeValue, r.query.type)).map(
        toRest,
      ),
  },
  {
    method: 'post',
    path: '/Common/Websites/SelectAll_Grid',
    access: 'public',
    status: 200,
    handle: async (r) => {
      const { items, ...page } = await r.services.websites.grid(r.body);
      return { items: items.map(toRest), ...page };
    },
  },
];
