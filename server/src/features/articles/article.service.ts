import type { EntityTarget } from 'typeorm';
import { write } from '../../database/write';
import type { Deps } from '../../deps';
import { fieldError } from '../../errors';
import { checkFile, IMAGE_TYPES, type IncomingFile } from '../../storage/files';
import { validateInput } from '../../validation';
import type { Actor } from '../activity/staff-write';
import { RecordService } from '../record.service';
import type { Article } from './article.entity';
import type { ArticleFields } from './article.inputs';

export interface ArticleServiceOptions<T extends Article> {
  entity: EntityTarget<T>;
  /** Human name for messages: 'News item', 'Press coverage item'. */
  label: string;
  input: new () => ArticleFields;
}

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
    });
    this.storage = deps.storage;
  }

  /** Every item's id and last change, oldest first: the sitemap lists them. */
  async sitemapEntries(): Promise<{ id: number; updatedAt: Date }[]> {
    const rows = await this.repo
      .createQueryBuilder('r')
      .select(['r.id', 'r.updatedAt'])
      .orderBy('r.id', 'ASC')
      .getMany();
    return rows.map(({ id, updatedAt }) => ({ id, updatedAt }));
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
      image: stored.file,
      imageWebp: stored.webp,
    } as T);
    return this.storage.pairWithImage(stored, null, () => this.createLogged(row, actor));
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
    Object.assign(row, pick(input), stored ? { image: stored.file, imageWebp: stored.webp } : {});
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
        return result;
      });
    });
  }

  async delete(id: number, actor: Actor): Promise<void> {
    const row = await this.get(id);
    await super.delete(id, actor);
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
