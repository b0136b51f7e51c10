import { createHmac } from 'node:crypto';
import sanitizeHtml from 'sanitize-html';
import type { DataSource, EntityManager } from 'typeorm';
import { conflict, fieldError, notFound } from '../../errors';
import { isUniqueViolation } from '../../database/pg-errors';
import { write } from '../../database/write';
import type { Deps } from '../../deps';
import type { Actor } from '../../records/activity-log';
import { validateInput } from '../../validation';
import { MAX_BODY_BYTES, sanitizeBody } from '../cms-pages/cms-page.sanitize';
import {
  HelpArticle,
  HelpArticleRevision,
  type HelpContent,
  type HelpSearchHit,
} from './help-article.entity';
import { HELP_SLUG, HelpArticleInput, NewHelpArticleInput } from './help-article.inputs';
import { searchArticles, searchWords } from './help-search';

const LOCALES = ['en', 'bn'];
const checkLocale = (locale: string) => {
  if (!LOCALES.includes(locale)) throw fieldError('locale', 'Locale must be en or bn');
  return locale;
};
const RELATED = 4;

/** The body's words without its markup: what search reads and ranks. */
export const plainText = (html: string) =>
  sanitizeHtml(html.replace(/<\/(p|h\d|li|td|th|blockquote)>|<br\s*\/?>/gi, ' $&'), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

const contentOf = (c: HelpContent): HelpContent => ({
  category: c.category,
  title: c.title,
  summary: c.summary,
  body: c.body,
  draft: c.draft,
});

/**
 * The help centre's articles (PRODUCT.md §24): read by visitors (published only), searched,
 * voted on, and written by staff with every save keeping the version it replaced, as company
 * pages do (their sanitiser: features/cms-pages/cms-page.sanitize.ts).
 */
export class HelpArticleService {
  private readonly ds: DataSource;

  constructor(private readonly deps: Deps) {
    this.ds = deps.db;
  }

  /** One language's articles, by category then title; drafts only for staff. */
  list(locale: string, opts: { category?: string | null; staff?: boolean } = {}) {
    const qb = this.ds
      .getRepository(HelpArticle)
      .createQueryBuilder('a')
      .where('a.locale = :locale', { locale })
      .orderBy('a.category')
      .addOrderBy('a.title');
    if (!opts.staff) qb.andWhere('a.draft = false');
    if (opts.category) qb.andWhere('a.category = :category', { category: opts.category });
    return qb.getMany();
  }

  /** An article by slug in one language, or null (a draft is null for visitors). */
  async find(slug: string, locale: string, staff = false, em: EntityManager = this.ds.manager) {
    if (typeof slug !== 'string' || !HELP_SLUG.test(slug.trim().toLowerCase())) return null;
    const found = await em
      .getRepository(HelpArticle)
      .createQueryBuilder('a')
      .where('LOWER(a.slug) = LOWER(:slug) AND a.locale = :locale', { slug: slug.trim(), locale })
      .getOne();
    return found && (staff || !found.draft) ? found : null;
  }

  /** Other published articles of the same category and language, newest first. */
  related(article: HelpArticle): Promise<HelpArticle[]> {
    return this.ds
      .getRepository(HelpArticle)
      .createQueryBuilder('a')
      .where('a.locale = :locale AND a.category = :category AND a.id <> :id AND a.draft = false', {
        locale: article.locale,
        category: article.category,
        id: article.id,
      })
      .orderBy('a.updatedAt', 'DESC')
      .limit(RELATED)
      .getMany();
  }

  /** Typo-tolerant search in one language (help-search.ts); a clear refusal for bad input. */
  search(q: unknown, locale: string): Promise<HelpSearchHit[]> {
    const { query, words } = searchWords(q);
    return searchArticles(this.ds.manager, words, query, checkLocale(locale));
  }

  /** Every published article's address and date, for the sitemap. */
  async sitemapEntries() {
    return this.ds
      .getRepository(HelpArticle)
      .find({ select: { slug: true, locale: true, updatedAt: true }, where: { draft: false } });
  }

  /**
   * "Was this helpful?": counted once per visitor, article and day. The visitor is the keyed hash
   * of their address and the day (never the address, which is personal data): a second vote the
   * same day changes nothing. Answers whether this vote was counted.
   */
  async vote(slug: string, locale: string, helpful: boolean, ip: string): Promise<boolean> {
    const article = await this.find(slug, checkLocale(locale));
    if (!article) throw notFound(`Article "${String(slug).trim()}"`);
    const day = this.deps.clock.now().toISOString().slice(0, 10);
    const voter = createHmac('sha256', this.deps.config.privacyHashKey)
      .update(`help-vote\n${day}\n${ip}`)
      .digest('hex');
    return write(this.deps, null, async (m) => {
      // Yesterday's keys are kept for a day's overlap of time zones, no longer.
      await m.query(`DELETE FROM help_votes WHERE day < $1::date - 1`, [day]);
      const inserted: unknown[] = await m.query(
        `INSERT INTO help_votes (article_id, voter, day) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING 1`,
        [article.id, voter, day],
      );
      if (!inserted.length) return false;
      const column = helpful ? 'helpful' : 'not_helpful';
      await m.query(
        `INSERT INTO help_vote_counts (article_id, ${column}) VALUES ($1, 1)
         ON CONFLICT (article_id) DO UPDATE SET ${column} = help_vote_counts.${column} + 1`,
        [article.id],
      );
      return true;
    });
  }

  /** The votes an article has had: staff read them beside it. */
  async votes(id: number): Promise<{ helpful: number; notHelpful: number }> {
    const [row] = await this.ds.query<{ helpful: number; notHelpful: number }[]>(
      `SELECT helpful, not_helpful AS "notHelpful" FROM help_vote_counts WHERE article_id = $1`,
      [id],
    );
    return row ?? { helpful: 0, notHelpful: 0 };
  }

  async create(raw: unknown, actor: Actor | null): Promise<HelpArticle> {
    const input = await validateInput(NewHelpArticleInput, raw);
    const content = this.clean(input);
    const slug = input.slug.toLowerCase();
    const clash = () => conflict(`An article with the slug "${slug}" already exists`, 'slug');
    if (await this.find(slug, input.locale, true)) throw clash();
    try {
      return await write(this.deps, actor, async (em, { log, changed }) => {
        const repo = em.getRepository(HelpArticle);
        const article = await repo.save(
          repo.create({
            ...content,
            slug,
            locale: input.locale,
            plain: plainText(content.body),
            updatedAt: new Date(),
            updatedBy: actor?.username ?? null,
          }),
        );
        if (actor) {
          await log({
            action: 'create',
            entity: 'HelpArticle',
            entityId: article.id,
            summary: `Created help article ${slug} (${input.locale})`,
          });
        }
        changed('help_articles');
        return article;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw clash();
      throw err;
    }
  }

  /** Saves new copy; the version it replaces becomes a revision, in one transaction. */
  async update(slug: string, locale: string, raw: unknown, actor: Actor): Promise<HelpArticle> {
    const content = this.clean(await validateInput(HelpArticleInput, raw));
    return this.replace(slug, checkLocale(locale), content, actor, 'update');
  }

  /** Newest first: the versions earlier saves of one article replaced. */
  async revisions(slug: string, locale: string): Promise<HelpArticleRevision[]> {
    const article = await this.find(slug, checkLocale(locale), true);
    if (!article) throw notFound(`Article "${String(slug).trim()}"`);
    return this.ds
      .getRepository(HelpArticleRevision)
      .find({ where: { articleId: article.id }, order: { id: 'DESC' } });
  }

  /** Puts a revision's copy back; a save itself, so a restore can be undone. */
  async restore(id: number, actor: Actor): Promise<HelpArticle> {
    const revision = await this.ds
      .getRepository(HelpArticleRevision)
      .findOne({ where: { id }, relations: { article: true } });
    if (!revision?.article) throw notFound(`Revision ${id}`);
    const { slug, locale } = revision.article;
    return this.replace(slug, locale, contentOf(revision), actor, 'restore', id);
  }

  private replace(
    slug: string,
    locale: string,
    content: HelpContent,
    actor: Actor,
    action: 'update' | 'restore',
    revisionId?: number,
  ): Promise<HelpArticle> {
    return write(this.deps, actor, async (em, { log, changed }) => {
      const found = await this.find(slug, locale, true, em);
      if (!found) throw notFound(`Article "${String(slug).trim()}"`);
      // Locked, so two saves at once each keep the version they replaced.
      const article = await em
        .getRepository(HelpArticle)
        .findOneOrFail({ where: { id: found.id }, lock: { mode: 'pessimistic_write' } });
      await em.getRepository(HelpArticleRevision).insert({
        ...contentOf(article),
        articleId: article.id,
        savedAt: article.updatedAt,
        savedBy: article.updatedBy,
        replacedBy: actor.username,
      });
      Object.assign(article, content, {
        plain: plainText(content.body),
        updatedAt: new Date(),
        updatedBy: actor.username,
      });
      const saved = await em.getRepository(HelpArticle).save(article);
      await log({
        action,
        entity: 'HelpArticle',
        entityId: article.id,
        summary:
          action === 'update'
            ? `Edited help article ${article.slug} (${locale})`
            : `Restored help article ${article.slug} (${locale}) to revision ${revisionId}`,
      });
      changed('help_articles');
      return saved;
    });
  }

  private clean(input: HelpArticleInput): HelpContent {
    if (Buffer.byteLength(input.body ?? '', 'utf8') > MAX_BODY_BYTES) {
      throw fieldError('body', `Body must be at most ${MAX_BODY_BYTES / 1024} KB`);
    }
    return {
      category: input.category,
      title: input.title,
      summary: input.summary ?? '',
      body: sanitizeBody(input.body ?? ''),
      draft: input.draft === true,
    };
  }
}
