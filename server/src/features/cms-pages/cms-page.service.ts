import type { DataSource, EntityManager } from 'typeorm';
import { AppError, conflict, fieldError, notFound } from '../../errors';
import { isUniqueViolation } from '../../database/pg-errors';
import { write } from '../../database/write';
import type { Deps } from '../../deps';
import { checkFile, IMAGE_TYPES, type IncomingFile } from '../../storage/files';
import type { FileStorage } from '../../storage/storage';
import { validateInput } from '../../validation';
import type { Actor } from '../../records/activity-log';
import { CmsPage, CmsPageRevision, type CmsContent } from './cms-page.entity';
import { checkParts, CmsPageInput, NewCmsPageInput, SLUG_PATTERN } from './cms-page.inputs';
import { MAX_BODY_BYTES, sanitizeBody } from './cms-page.sanitize';

const LOCALE = 'en';
const LOCALES = ['en', 'bn'];
/** A write names a language the site has; a read of another simply finds no page. */
const checkLocale = (locale: string) => {
  if (!LOCALES.includes(locale)) throw fieldError('locale', 'Locale must be en or bn');
  return locale;
};
/** The activity log says which language was edited when it is not the English page. */
const pageName = (slug: string, locale: string) =>
  locale === LOCALE ? slug : `${slug} (${locale})`;
const contentOf = (c: CmsContent): CmsContent => ({
  title: c.title,
  lead: c.lead,
  description: c.description,
  body: c.body,
  members: c.members,
  faqs: c.faqs,
  fines: c.fines,
});

/**
 * Company pages: reading them, saving them (sanitised, with the replaced version kept as a
 * revision), restoring a revision, and the images their bodies show.
 */
export class CmsPageService {
  private readonly ds: DataSource;
  private readonly storage: FileStorage;
  readonly maxImageBytes: number;

  constructor(private readonly deps: Deps) {
    this.ds = deps.db;
    this.storage = deps.storage;
    this.maxImageBytes = deps.config.MAX_UPLOAD_MB * 1024 * 1024;
  }

  list(locale = LOCALE): Promise<CmsPage[]> {
    return this.ds.getRepository(CmsPage).find({ where: { locale }, order: { slug: 'ASC' } });
  }

  /** Every page's address and when it last changed, for the sitemap. */
  async sitemapEntries(locale = LOCALE): Promise<{ slug: string; updatedAt: Date }[]> {
    const rows = await this.ds.getRepository(CmsPage).find({
      select: { slug: true, updatedAt: true },
      where: { locale },
      order: { slug: 'ASC' },
    });
    return rows.map(({ slug, updatedAt }) => ({ slug, updatedAt }));
  }

  count(): Promise<number> {
    return this.ds.getRepository(CmsPage).count();
  }

  /** The page at a slug (ignoring case), or null — an odd slug simply names no page. */
  find(slug: string, locale = LOCALE, em: EntityManager = this.ds.manager) {
    if (typeof slug !== 'string' || !SLUG_PATTERN.test(slug.trim())) return Promise.resolve(null);
    return em
      .getRepository(CmsPage)
      .createQueryBuilder('p')
      .where('LOWER(p.slug) = LOWER(:slug) AND p.locale = :locale', { slug: slug.trim(), locale })
      .getOne();
  }

  /** The REST shim's lookup: a numeric id or a slug; an id names one language's page. */
  async findByIdOrSlug(idOrSlug: string, locale = LOCALE): Promise<CmsPage | null> {
    const key = idOrSlug.trim();
    if (/^\d{1,9}$/.test(key)) {
      const byId = await this.ds.getRepository(CmsPage).findOneBy({ id: Number(key), locale });
      if (byId) return byId;
    }
    return this.find(key, locale);
  }

  async get(slug: string, locale = LOCALE, em?: EntityManager): Promise<CmsPage> {
    const page = await this.find(slug, locale, em);
    if (!page) throw notFound(`Page "${String(slug).trim()}"`);
    return page;
  }

  async create(raw: unknown, actor: Actor): Promise<CmsPage> {
    const input = await validateInput(NewCmsPageInput, raw);
    const content = this.clean(input);
    const clash = () => conflict(`A page with the slug "${input.slug}" already exists`, 'slug');
    if (await this.find(input.slug, input.locale)) throw clash();
    try {
      return await write(this.deps, actor, async (em, { log, changed }) => {
        const page = await em.getRepository(CmsPage).save(
          em.getRepository(CmsPage).create({
            ...content,
            slug: input.slug,
            locale: input.locale,
            updatedAt: new Date(),
            updatedBy: actor.username,
          }),
        );
        await log({
          action: 'create',
          entity: 'CmsPage',
          entityId: page.id,
          summary: `Created page ${page.slug}`,
        });
        changed('cms_pages');
        return page;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw clash();
      throw err;
    }
  }

  /** Saves new copy; the version it replaces becomes a revision, in one transaction. */
  async update(slug: string, raw: unknown, actor: Actor, locale = LOCALE): Promise<CmsPage> {
    checkLocale(locale);
    const content = this.clean(await validateInput(CmsPageInput, raw));
    const summary = `Edited page ${pageName(slug, locale)}`;
    return this.replace(slug, content, actor, 'update', summary, locale);
  }

  /** Newest first: the versions earlier saves of one language's page replaced. */
  async revisions(slug: string, locale = LOCALE): Promise<CmsPageRevision[]> {
    const page = await this.get(slug, checkLocale(locale));
    return this.ds
      .getRepository(CmsPageRevision)
      .find({ where: { pageId: page.id }, order: { id: 'DESC' } });
  }

  /**
   * Puts a revision's copy back. Restoring is itself a save: the current version becomes a
   * revision, so a restore can be undone. With `slug` (and `locale`), the revision must belong to
   * that page.
   */
  async restore(
    id: number,
    actor: Actor,
    slug?: string | null,
    locale?: string | null,
  ): Promise<CmsPage> {
    const revision = await this.ds.getRepository(CmsPageRevision).findOne({
      where: { id },
      relations: { page: true },
    });
    if (!revision?.page) throw notFound(`Revision ${id}`);
    const { page } = revision;
    const other = slug && page.slug.toLowerCase() !== slug.trim().toLowerCase();
    if (other || (locale && page.locale !== checkLocale(locale))) {
      const asked = pageName(slug?.trim() || page.slug, locale || page.locale);
      throw fieldError(
        'id',
        `Revision ${id} belongs to page "${pageName(page.slug, page.locale)}", not "${asked}"`,
      );
    }
    const when = revision.savedAt.toISOString().slice(0, 16).replace('T', ' ');
    return this.replace(
      revision.page.slug,
      contentOf(revision),
      actor,
      'restore',
      `Restored page ${pageName(page.slug, page.locale)} to revision ${id} (saved ${when} UTC)`,
      revision.page.locale,
    );
  }

  /** Stores an image for a page body or a team photo through the image pipeline. */
  async uploadImage(image: IncomingFile): Promise<string> {
    const checked = await checkFile(image, {
      field: 'image',
      label: 'Image',
      allowed: IMAGE_TYPES,
      maxBytes: this.maxImageBytes,
    });
    const stored = await this.storage.saveImage(checked);
    return `/uploads/${stored.file}`;
  }

  private async replace(
    slug: string,
    content: CmsContent,
    actor: Actor,
    action: 'update' | 'restore',
    summary: string,
    locale = LOCALE,
  ): Promise<CmsPage> {
    return write(this.deps, actor, async (em, { log, changed }) => {
      const found = await this.get(slug, locale, em);
      // Lock the row so two saves at once each keep the version they replaced.
      const page = await em
        .getRepository(CmsPage)
        .findOneOrFail({ where: { id: found.id }, lock: { mode: 'pessimistic_write' } });
      await em.getRepository(CmsPageRevision).insert({
        ...contentOf(page),
        pageId: page.id,
        savedAt: page.updatedAt,
        savedBy: page.updatedBy,
        replacedBy: actor.username,
      });
      Object.assign(page, content, { updatedAt: new Date(), updatedBy: actor.username });
      const result = await em.getRepository(CmsPage).save(page);
      changed('cms_pages');
      await log({
        action,
        entity: 'CmsPage',
        entityId: page.id,
        summary,
      });
      return result;
    });
  }

  private clean(input: CmsPageInput): CmsContent {
    if (Buffer.byteLength(input.body ?? '', 'utf8') > MAX_BODY_BYTES) {
      const message = `Body must be at most ${MAX_BODY_BYTES / 1024} KB`;
      throw new AppError('PAYLOAD_TOO_LARGE', message, [{ field: 'body', message }]);
    }
    return {
      title: input.title,
      lead: input.lead ?? '',
      description: input.description ?? '',
      body: sanitizeBody(input.body ?? ''),
      ...checkParts(input),
    };
  }
}
