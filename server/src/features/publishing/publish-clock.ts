import type { EventBus } from '../../events/bus';
import type { Logger } from '../../logger';
import { imageStem as stem } from '../../storage/storage';
import type { Article } from '../../records/articles/article.entity';
import type { ArticleService } from '../../records/articles/article.service';

/** setTimeout's longest delay (about 24.8 days); a later time is waited for in steps. */
const MAX_DELAY = 2 ** 31 - 1;

/**
 * Scheduled publishing without a poll. Every process keeps, from the database, the time of the
 * next scheduled item and the images of items anonymous readers do not see yet, and reads them
 * again after each change of news or press coverage (the bus's `data_changed`, which the tables'
 * triggers raise on every instance). At the next publish time (by the database's clock) it
 * announces `data_changed` in its own process: every cache there empties at that moment, so no
 * cache keeps the old list past it, on any instance.
 */
export class PublishClock {
  private timer?: NodeJS.Timeout;
  private hidden = new Set<string>();
  private reading?: Promise<void>;
  private again = false;
  private stopped = false;
  private unsubscribe?: () => void;

  constructor(
    private readonly bus: EventBus,
    private readonly articles: ArticleService<Article>[],
    private readonly log: Logger,
  ) {}

  /** Reads the schedule once and follows every later change. */
  async start(): Promise<void> {
    this.unsubscribe = this.bus.subscribe('data_changed', ({ table }) => {
      if (table === '*' || this.articles.some((a) => a.table === table)) void this.refresh();
    });
    await this.refresh();
  }

  stop(): void {
    this.stopped = true;
    this.unsubscribe?.();
    clearTimeout(this.timer);
  }

  /** True for a stored image (any of its sizes) of a draft or a not yet published item. */
  isUnpublishedImage(name: string): boolean {
    return this.hidden.has(stem(name));
  }

  /** One read at a time; a change during a read asks for one more. */
  refresh(): Promise<void> {
    if (this.reading) {
      this.again = true;
      return this.reading;
    }
    this.reading = this.read()
      .catch((err) => this.log.error({ err }, 'could not read the publishing schedule'))
      .finally(() => {
        this.reading = undefined;
        if (this.again && !this.stopped) {
          this.again = false;
          void this.refresh();
        }
      });
    return this.reading;
  }

  private async read() {
    const [next, images] = await Promise.all([
      Promise.all(this.articles.map((a) => a.nextPublicationIn())),
      Promise.all(this.articles.map((a) => a.unpublishedImages())),
    ]);
    this.hidden = new Set(images.flat().map(stem));
    clearTimeout(this.timer);
    const waits = next.filter((ms): ms is number => ms !== null);
    if (this.stopped || waits.length === 0) return;
    const wait = Math.min(...waits);
    this.timer = setTimeout(() => this.due(wait <= MAX_DELAY), Math.min(wait + 1, MAX_DELAY));
    this.timer.unref();
  }

  private due(published: boolean) {
    if (!published) return void this.refresh();
    // Local subscribers only: each instance runs its own clock. Our own subscription re-reads.
    for (const a of this.articles) this.bus.announceLocally('data_changed', { table: a.table });
  }
}
