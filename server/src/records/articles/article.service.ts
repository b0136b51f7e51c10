import type { EntityTarget } from 'typeorm';
import { write } from '../../database/write';
import type { Deps } from '../../deps';
import { fieldError, notFound } from '../../errors';
import { paginate, rowsAndTotal, type ListArgs, type Page } from '../../lists/page';
import { checkFile, IMAGE_TYPES, type IncomingFile } from '../../storage/files';
import { fillImageWidths, STORED_IMAGE_URLS } from '../../storage/image-columns';
import { imageColumns } from '../../storage/storage';
import { validateInput } from '../../validation';
import type { Actor } from '../activity-log';
import { RecordService } from '../record.service';
import type { Article } from './article.entity';
import type { ArticleFields } from './article.inputs';
import { onlyPublished, publishState } from './publishing';

export interface ArticleServiceOptions<T extends Article> {
  entity: EntityTarget<T>;
  /** Human name for messages: 'News item', 'Press coverage item'. */
  label: string;
  input: new () => ArticleFields;
}

/** An article's GraphQL fields that are its columns (a list reads only those asked for). */
const COLUMN_FIELDS = Object.fromEntries(
  (
    [
      'id',
      'title',
      'description',
      'titleBn',
      'descriptionBn',
      'date',
      'draft',
      'publishAt',
      'createdAt',
      'updatedAt',
    ] satisfies (keyof Article)[]
  ).map((f) => [f, true]),
);

/** The image URLs, each with the columns `preview` reads to give it its preview key. */
const IMAGE_URLS = Object.fromEntries(
  Object.entries(STORED_IMAGE_URLS).map(([field, columns]) => [
    field,
    [...columns, 'image', 'draft', 'publishAt'],
  ]),
);

/**
 * Every rule about articles (news and press coverage): validation, image handling,
 * and the all-or-nothing pairing of a row with its image files.
 */
export class ArticleService<T extends Article> extends RecordService<T> {
  private readonly storage: Deps['storage'];

  constructor(
    deps: Deps,
    private readonly opts: ArticleServiceOptions<T>,
  ) {
    super(deps, {
      entity: opts.entity,
      label: opts.label,
      orderBy: [
        ['date', 'DESC'],
        ['id', 'DESC'],
      ],
      searchIn: ['title'],
      describe: (a) => `“${a.title}”`,
      declared: COLUMN_FIELDS,
      computed: IMAGE_URLS,
    });
    this.storage = deps.storage;
  }

  /**
   * Reads for a caller: staff (signed-in admins and editors) see every item, drafts and scheduled
   * ones too; everyone else only published ones. `fields`: what staff read of each item (a
   * GraphQL selection): only those columns are read (RecordService.list). Anonymous answers come
   * from the public cache.
   */
  async listFor(args: ListArgs, staff: boolean, fields?: readonly string[]): Promise<Page<T>> {
    if (!staff) return paginate(onlyPublished(this.filtered(args)), args);
    const page = await this.list(args, {}, fields);
    return { ...page, items: page.items.map((r) => this.preview(r)) };
  }

  async findFor(id: number, staff: boolean): Promise<T | null> {
    if (staff) return this.preview(await this.find(id));
    return onlyPublished(this.query().andWhere('r.id = :id', { id })).getOne();
  }

  async getFor(id: number, staff: boolean): Promise<T> {
    const row = await this.findFor(id, staff);
    if (!row) throw notFound(this.opts.label);
    return row;
  }

  /** The REST shim's list (RecordService.restList) for a caller, as `listFor`. */
  async restListFor(args: { page?: number; pageSize?: number }, cap: number, staff: boolean) {
    if (staff) {
      const page = await this.restList(args, cap);
      return { ...page, items: page.items.map((r) => this.preview(r)) };
    }
    if (args.page !== undefined || args.pageSize !== undefined) return this.listFor(args, false);
    const rows = await rowsAndTotal(onlyPublished(this.query()), 0, cap);
    return { ...rows, page: 1, pageSize: cap };
  }

  /** Every published item's id and last change (or publication, if later), oldest first. */
  async sitemapEntries(): Promise<{ id: number; updatedAt: Date }[]> {
    const rows = await onlyPublished(this.repo.createQueryBuilder('r'))
      .select(['r.id', 'r.updatedAt', 'r.publishAt'])
      .orderBy('r.id', 'ASC')
      .getMany();
    return rows.map(({ id, updatedAt, publishAt }) => ({
      id,
      updatedAt: publishAt > updatedAt ? publishAt : updatedAt,
    }));
  }

  /** Milliseconds, by the database's clock, until the next scheduled item appears; null if none. */
  async nextPublicationIn(): Promise<number | null> {
    const [row] = await this.repo
      .createQueryBuilder('r')
      .select('extract(epoch FROM min(r.publishAt) - now()) * 1000', 'ms')
      .where('r.draft = false AND r.publishAt > now()')
      .getRawMany<{ ms: string | null }>();
    return row?.ms == null ? null : Math.max(0, Math.ceil(Number(row.ms)));
  }

  /** The stored image files of items anonymous readers do not see yet (drafts, scheduled). */
  async unpublishedImages(): Promise<string[]> {
    const rows = await this.repo
      .createQueryBuilder('r')
      .select(['r.image', 'r.imageWebp'])
      .where('r.draft = true OR r.publishAt > now()')
      .getMany();
    return rows.flatMap((r) => [r.image, ...(r.imageWebp ? [r.imageWebp] : [])]);
  }

  /** The image job: rows stored before their image's width was kept get it. */
  fillImageWidths(): Promise<number> {
    return fillImageWidths(this.repo, this.storage);
  }

  get maxImageBytes(): number {
    return this.deps.config.MAX_UPLOAD_MB * 1024 * 1024;
  }

  async create(raw: unknown, image: IncomingFile | undefined, actor: Actor): Promise<T> {
    const input = await validateInput(this.opts.input, raw);
    if (!image) throw fieldError('image', 'Image is required');
    const stored = await this.storeImage(image);
    const row = this.repo.create({
      ...pick(input),
      ...publishState(input, null, await this.dbNow()),
      ...imageColumns(stored),
    } as T);
    return this.preview(
      await this.storage.pairWithImage(stored, null, () => this.createLogged(row, actor)),
    );
  }

  async update(
    id: number,
    raw: unknown,
    image: IncomingFile | undefined,
    actor: Actor,
  ): Promise<T> {
    const input = await validateInput(this.opts.input, raw);
    const row = await this.get(id);
    const previous = { file: row.image, webp: row.imageWebp };
    const stored = image ? await this.storeImage(image) : null;
    Object.assign(
      row,
      pick(input),
      publishState(input, row, await this.dbNow()),
      stored ? imageColumns(stored) : {},
    );
    return this.storage.pairWithImage(stored, previous, async () => {
      return write(this.deps, actor, async (m, { log, changed }) => {
        const result = await m.save(row);
        await log({
          action: 'update',
          entity: this.entityName,
          entityId: id,
          summary: `Updated ${this.describe(result)}${stored ? ' with a new image' : ''}`,
        });
        changed(this.table);
        return this.preview(result);
      });
    });
  }

  async delete(id: number, actor: Actor): Promise<void> {
    const row = await this.get(id);
    await super.delete(id, actor);
    await this.storage.removeImage({ file: row.image, webp: row.imageWebp });
  }

  /** A staff read of an item the public does not see yet: its image URLs carry a preview key. */
  private preview<R extends T | null>(row: R): R {
    if (row && (row.draft || row.publishAt > this.deps.clock.now()))
      row.previewKey = this.storage.previewKey(row.image);
    return row;
  }

  /** The database's clock: anonymous reads compare publish times with it. */
  private async dbNow(): Promise<Date> {
    const [{ now }] = await this.ds.query<{ now: Date }[]>('SELECT now() AS now');
    return now;
  }

  private async storeImage(image: IncomingFile) {
    const checked = await checkFile(image, {
      field: 'image',
      label: 'Image',
      allowed: IMAGE_TYPES,
      maxBytes: this.maxImageBytes,
    });
    return this.storage.saveImage(checked);
  }
}

/** Bangla copy is optional: absent keeps what is stored, null or blank removes it. */
const bangla = (value: string | null | undefined) =>
  value === undefined ? undefined : value?.trim() || null;

const pick = ({ title, description, date, titleBn, descriptionBn }: ArticleFields) => {
  const fields: ArticleFields = { title, description, date };
  for (const [key, value] of [
    ['titleBn', bangla(titleBn)],
    ['descriptionBn', bangla(descriptionBn)],
  ] as const)
    if (value !== undefined) fields[key] = value;
  return fields;
};
