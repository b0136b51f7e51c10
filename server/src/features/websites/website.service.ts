import { write } from '../../database/write';
import type { Deps } from '../../deps';
import { fieldError, validationError, type FieldError } from '../../errors';
import { MAX_PAGE_SIZE, cappedTotal, whereSearch, type Page } from '../../lists/page';
import { checkFile, IMAGE_TYPES, type IncomingFile } from '../../storage/files';
import { fillImageWidths } from '../../storage/image-columns';
import { imageColumns, type FileStorage, type StoredImage } from '../../storage/storage';
import { validateInput } from '../../validation';
import type { Actor } from '../../records/activity-log';
import { NEWEST_FIRST, RecordService } from '../../records/record.service';
import { Website, WebsiteType } from './website.entity';
import { WebsiteInput } from './website.inputs';

export const LIKE_FIELDS = ['name', 'client', 'url', 'description'] as const;
export const SORT_FIELDS = ['name', 'year', 'createdAt'] as const;
const TYPES = Object.values(WebsiteType);
/** The most rows a list without paging answers: never an unbounded list. */
const MAX_ROWS = 1000;

export interface WebsiteListArgs {
  page?: unknown;
  pageSize?: unknown;
  search?: unknown;
  type?: unknown;
  sortBy?: unknown;
  sortDir?: unknown;
}

const oneOf = <T extends string>(field: string, allowed: readonly T[], value: unknown) => {
  if (value === undefined || value === null || value === '') return undefined;
  const found = allowed.find((a) => a.toLowerCase() === String(value).trim().toLowerCase());
  if (!found) throw fieldError(field, `${field} must be one of ${allowed.join(', ')}`);
  return found;
};

function whole(field: string, value: unknown, fallback: number, max?: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const n = Number(value);
  const errors: FieldError[] = [];
  if (!Number.isInteger(n) || n < 1) errors.push({ field, message: `${field} must be 1 or more` });
  else if (max !== undefined && n > max)
    errors.push({ field, message: `${field} must be at most ${max}` });
  if (errors.length) throw validationError(errors);
  return n;
}

/** The IT-services portfolio: entries with a screenshot, searched, filtered and sorted. */
export class WebsiteService extends RecordService<Website> {
  private readonly storage: FileStorage;
  readonly maxImageBytes: number;

  constructor(deps: Deps) {
    super(deps, {
      entity: Website,
      label: 'Website',
      orderBy: NEWEST_FIRST,
      searchIn: [...LIKE_FIELDS],
    });
    this.storage = deps.storage;
    this.maxImageBytes = deps.config.MAX_UPLOAD_MB * 1024 * 1024;
  }

  /** One page; every argument is checked and a bad one is a BAD_USER_INPUT naming it. */
  async grid(args: WebsiteListArgs): Promise<Page<Website>> {
    const page = whole('page', args.page, 1);
    const pageSize = whole('pageSize', args.pageSize, 10, MAX_PAGE_SIZE);
    const type = oneOf('type', TYPES, args.type);
    const sortBy = oneOf('sortBy', SORT_FIELDS, args.sortBy);
    const sortDir = oneOf('sortDir', ['asc', 'desc'] as const, args.sortDir);
    if (args.search !== undefined && args.search !== null && typeof args.search !== 'string')
      throw fieldError('search', 'search must be text');
    if (typeof args.search === 'string' && args.search.length > 100)
      throw fieldError('search', 'search must be at most 100 characters');
    const qb = this.repo.createQueryBuilder('r');
    if (sortBy) {
      const dir = sortDir === 'asc' ? 'ASC' : 'DESC';
      qb.orderBy(sortBy === 'name' ? 'LOWER(r.name)' : `r.${sortBy}`, dir).addOrderBy('r.id', dir);
    } else {
      qb.orderBy('r.createdAt', 'DESC').addOrderBy('r.id', 'DESC');
    }
    if (type) qb.andWhere('r.type = :type', { type });
    whereSearch(
      qb,
      args.search as string | null | undefined,
      LIKE_FIELDS.map((f) => `r.${f}`),
    );
    const [items, total] = await qb
      .skip((page - 1) * pageSize)
      .take(pageSize)
      .getManyAndCount();
    return { items, ...cappedTotal(total), page, pageSize };
  }

  /** The original's GetAllByLike: entries whose one field contains the value, ignoring case. */
  async allByLike(fieldName: unknown, likeValue: unknown, type?: unknown): Promise<Website[]> {
    const field = oneOf('fieldName', LIKE_FIELDS, fieldName);
    const kind = oneOf('type', TYPES, type);
    const qb = this.query().take(MAX_ROWS);
    if (kind) qb.andWhere('r.type = :kind', { kind });
    if (field) whereSearch(qb, typeof likeValue === 'string' ? likeValue : null, [`r.${field}`]);
    return qb.getMany();
  }

  /** The image job: rows stored before their image's width was kept get it. */
  fillImageWidths(): Promise<number> {
    return fillImageWidths(this.repo, this.storage);
  }

  async create(raw: unknown, image: IncomingFile | undefined, actor: Actor): Promise<Website> {
    const input = await validateInput(WebsiteInput, raw);
    if (!image) throw fieldError('image', 'Image is required');
    const stored = await this.storeImage(image);
    return this.storage.pairWithImage(stored, null, async () => {
      return write(this.deps, actor, async (em, { log, changed }) => {
        const saved = await em
          .getRepository(Website)
          .save(em.getRepository(Website).create({ ...pick(input), ...imageColumns(stored) }));
        await log({
          action: 'create',
          entity: 'Website',
          entityId: saved.id,
          summary: `Added ${saved.name} to the portfolio`,
        });
        changed(this.table);
        return saved;
      });
    });
  }

  async update(id: number, raw: unknown, image: IncomingFile | undefined, actor: Actor) {
    const input = await validateInput(WebsiteInput, raw);
    const row = await this.get(id);
    const previous = { file: row.image, webp: row.imageWebp };
    const stored: StoredImage | null = image ? await this.storeImage(image) : null;
    return this.storage.pairWithImage(stored, previous, async () => {
      return write(this.deps, actor, async (em, { log, changed }) => {
        Object.assign(row, pick(input), stored ? imageColumns(stored) : {});
        const result = await em.getRepository(Website).save(row);
        await log({
          action: 'update',
          entity: 'Website',
          entityId: id,
          summary: `Edited ${result.name} in the portfolio`,
        });
        changed(this.table);
        return result;
      });
    });
  }

  async remove(id: number, actor: Actor): Promise<void> {
    const row = await this.get(id);
    await write(this.deps, actor, async (em, { log, changed }) => {
      await em.getRepository(Website).delete(id);
      changed(this.table);
      await log({
        action: 'delete',
        entity: 'Website',
        entityId: id,
        summary: `Removed ${row.name} from the portfolio`,
      });
    });
    await this.storage.removeImage({ file: row.image, webp: row.imageWebp });
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

const pick = ({ name, url, type, client, description, year }: WebsiteInput) => ({
  name,
  url,
  type,
  client,
  description,
  year,
});
