import type { Page } from '../../lists/page';
import { idParam, listAnswer, type RouteDef } from '../../http/routes';
import type { Services } from '../../services';
import type { Actor } from '../activity-log';

type Body = Record<string, unknown>;

/** What staff write on a visitor's request, under its REST name: never in the visitor's answer. */
const STAFF_FIELDS = ['statusNote', 'visitorNote'];

/**
 * The original's paths for an inbox: anyone POSTs (rate-limited; an `Idempotency-Key` honoured as
 * in GraphQL), admins GET the list newest first (bounded) and DELETE by id. `call` renames
 * validation errors to the original field names.
 */
export function inboxRoutes<T>(o: {
  path: string;
  service: (s: Services) => {
    /** `idempotencyKey`: sent again with the same key, the first send's row is the answer. */
    create(raw: unknown, idempotencyKey?: string): Promise<T>;
    restList(args: { page?: number; pageSize?: number }, cap: number): Promise<Page<T>>;
    delete(id: number, actor: Actor): Promise<void>;
  };
  toRest: (row: T) => Body;
  fromRest: (body: Body) => Body;
  call: <R>(fn: () => Promise<R>) => Promise<R>;
}): RouteDef[] {
  return [
    {
      method: 'get',
      path: `/${o.path}`,
      access: 'admin',
      handle: (r) => listAnswer(r, o.service(r.services), o.toRest),
    },
    {
      method: 'post',
      path: `/${o.path}`,
      access: 'publicWrite',
      handle: (r) =>
        o.call(async () => {
          const row = await o.service(r.services).create(o.fromRest(r.body), r.idempotencyKey);
          // The visitor's answer names no staff field (PRODUCT.md §19); staff's list does.
          const answer = o.toRest(row);
          for (const name of STAFF_FIELDS) delete answer[name];
          return answer;
        }),
    },
    {
      method: 'delete',
      path: `/${o.path}/:id`,
      access: 'admin',
      handle: async (r) => {
        await o.service(r.services).delete(idParam(r), r.user!);
      },
    },
  ];
}
