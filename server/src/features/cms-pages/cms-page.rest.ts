import { fieldError, notFound } from '../../errors';
import type { RouteDef } from '../../http/routes';

/** The original site's Common/CmsPages helper. */
export const cmsPageRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/Common/CmsPages/GetById',
    access: 'public',
    handle: async (r) => {
      const id = typeof r.query.id === 'string' ? r.query.id.trim() : '';
      if (!id) throw fieldError('id', 'id is required: a page id or slug');
      // English unless asked otherwise: the original client never sends a locale.
      const locale = typeof r.query.locale === 'string' ? r.query.locale.trim() || 'en' : 'en';
      if (locale !== 'en' && locale !== 'bn') throw fieldError('locale', 'locale must be en or bn');
      const page = await r.services.cmsPages.findByIdOrSlug(id, locale);
      if (!page) throw notFound(`Page "${id}"`);
      const { slug, title, body, updatedAt } = page;
      return { id: page.id, slug, title, body, updatedAt };
    },
  },
];
