import { isStaff } from '../../identity/roles';
import { idParam, listAnswer, type RouteDef } from '../../http/routes';
import type { Services } from '../../services';
import type { Article } from './article.entity';
import type { ArticleService } from './article.service';

/**
 * The original site's REST paths for an article kind. `titleFields` are the body names the
 * original client sends for the title, the first being the one answers use.
 */
export function articleRoutes<T extends Article>(o: {
  path: string;
  titleFields: [string, ...string[]];
  service: (s: Services) => ArticleService<T>;
}): RouteDef[] {
  const [titleField] = o.titleFields;
  const toRest = (a: T) => ({
    id: a.id,
    [titleField]: a.title,
    description: a.description,
    date: a.date,
    image: a.imageUrl,
    imageWebp: a.imageWebpUrl,
    draft: a.draft,
    publishAt: a.publishAt,
  });
  const fromRest = (body: Record<string, unknown>) => ({
    title: o.titleFields.map((f) => body[f]).find((v) => v !== undefined),
    description: body.description,
    date: body.date,
    draft: body.draft,
    publishAt: body.publishAt,
  });
  const renameTitle = <E>(fn: () => Promise<E>) =>
    fn().catch((err: { fields?: { field: string }[] }) => {
      for (const f of err.fields ?? []) if (f.field === 'title') f.field = titleField;
      throw err;
    });
  const upload = {
    field: 'image',
    label: 'Image',
    maxBytes: (s: Services) => o.service(s).maxImageBytes,
  };

  return [
    {
      method: 'get',
      path: `/${o.path}`,
      access: 'public',
      cached: true,
      handle: (r) =>
        listAnswer(
          r,
          {
            restList: (args, cap) => o.service(r.services).restListFor(args, cap, isStaff(r.user)),
          },
          toRest,
        ),
    },
    {
      method: 'get',
      path: `/${o.path}/:id`,
      access: 'public',
      cached: true,
      handle: async (r) => toRest(await o.service(r.services).getFor(idParam(r), isStaff(r.user))),
    },
    {
      method: 'post',
      path: `/${o.path}`,
      access: 'staff',
      upload,
      handle: (r) =>
        renameTitle(async () =>
          toRest(await o.service(r.services).create(fromRest(r.body), r.file, r.user!)),
        ),
    },
    {
      method: 'put',
      path: `/${o.path}/:id`,
      access: 'staff',
      upload,
      handle: (r) =>
        renameTitle(async () =>
          toRest(await o.service(r.services).update(idParam(r), fromRest(r.body), r.file, r.user!)),
        ),
    },
    {
      method: 'delete',
      path: `/${o.path}/:id`,
      access: 'staff',
      handle: async (r) => {
        await o.service(r.services).delete(idParam(r), r.user!);
      },
    },
  ];
}
