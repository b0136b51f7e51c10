import { SYSTEM_ACTOR } from '../activity-log';
import { newsArtSvg, renderPng, type Motif } from '../../database/artwork';
import type { Logger } from '../../logger';
import type { Article } from './article.entity';
import type { ArticleService } from './article.service';

/** A demo article: title, the motif of its drawn picture, text. Newest first. */
export type DemoArticle = [title: string, motif: Motif, description: string];

/**
 * Demo content for an empty table: each item gets a picture drawn from its title and a date
 * `everyDays` apart going back from today, so the newest comes first as written.
 */
export async function seedArticles<T extends Article>(
  service: ArticleService<T>,
  items: DemoArticle[],
  opts: {
    what: string;
    everyDays: number;
    artOffset?: number;
    bangla?: Record<string, [string, string]>;
  },
  log: Logger,
): Promise<void> {
  if ((await service.count()) > 0) return;
  const start = Date.now();
  const today = Date.now();
  // Drawing is the slow part: render every picture at once (sharp's thread pool), then insert
  // oldest first so the newest item also has the highest id.
  const pictures = await Promise.all(
    items.map(([title, motif], i) =>
      renderPng(
        newsArtSvg(
          i + (opts.artOffset ?? 0),
          motif,
          title.length > 46 ? `${title.slice(0, 44)}…` : title,
        ),
      ),
    ),
  );
  for (let i = items.length - 1; i >= 0; i--) {
    const [title, , description] = items[i];
    const [titleBn, descriptionBn] = opts.bangla?.[title] ?? [null, null];
    const date = new Date(today - (i * opts.everyDays + 3) * 86_400_000).toISOString().slice(0, 10);
    await service.create(
      { title, description, date, titleBn, descriptionBn },
      { buffer: pictures[i], originalName: `${opts.what}-${i + 1}.png` },
      SYSTEM_ACTOR,
    );
  }
  log.info({ count: items.length, ms: Date.now() - start }, `seeded demo ${opts.what}`);
}
