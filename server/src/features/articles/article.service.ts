import type { DataSource, EntityTarget } from 'typeorm';
import { fieldError } from '../../errors';
import { checkFile, IMAGE_TYPES, type IncomingFile } from '../../storage/files';
import type { FileStorage } from '../../storage';
import { validateInput } from '../../validation';
import { staffWrite, type Actor } from '../activity/staff-write';
import { RecordService } from '../record.service';
import type { Article } from './article.entity';
import type { ArticleFields } from './article.inputs';

export interface ArticleServiceOptions<T extends Article> {
  entity: EntityTarget<T>;
  /** Human name for messages: 'News item', 'Press coverage item'. */
  label: string;
  input: new () => ArticleFields;
  maxImageBytes: number;
}

/**
 * Every rule about articles (news and press coverage): validation, image handling,
 * and the all-or-nothing pairing of a row with its image files.
 */
export class ArticleService<T extends Article> extends RecordService<T> {
  constructor(
    ds: DataSource,
    private readonly storage: FileStorage,
    private readonly opts: ArticleServiceOptions<T>,
  ) {
    super(ds, {
      entity: opts.entity,
      label: opts.label,
      orderBy: [
        ['date', 'DESC'],
        ['id', 'DESC'],
      ],
      searchIn: ['title'],
      describe: (a) => `“${a.title}”`,
    });
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
    return this.opts.maxImageBytes;
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
      const saved = await staffWrite(this.ds, actor, async (m, log) => {
        const result = await m.save(row);
        await log({
          action: 'update',
          entity: this.entityName,
          entityId: id,
          summary: `Updated ${this.describe(result)}${stored ? ' with a new image' : ''}`,
        });
        return result;
      });
      this.changed();
      return saved;
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
      maxBytes: this.opts.maxImageBytes,
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
