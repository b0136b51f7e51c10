import { write } from '../../database/write';
import type { Deps } from '../../deps';
import { fieldError, notFound } from '../../errors';
import type { Actor } from '../../records/activity-log';
import { ContactMessage } from '../messages/message.entity';
import { ReplyTemplate } from './case.entities';
import { checkPlaceholders, fill } from './templates';

const LANGUAGES = ['en', 'bn'];

function text(field: string, raw: unknown, max: number, required: boolean): string {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (required && !value) throw fieldError(field, `${field} is required / ${field} লিখুন`);
  if (value.length > max) throw fieldError(field, `${field} must be at most ${max} characters`);
  return value;
}

/** The team's reply templates (PRODUCT.md §22): admins keep them, staff fill them in a reply. */
export class TemplateService {
  constructor(private readonly deps: Deps) {}

  /** Every template, those in `language` first, then by name. */
  list(language?: string | null): Promise<ReplyTemplate[]> {
    return this.deps.db
      .getRepository(ReplyTemplate)
      .createQueryBuilder('t')
      .orderBy(`t.language = :language`, 'DESC')
      .addOrderBy('t.name', 'ASC')
      .setParameters({ language: language ?? '' })
      .getMany();
  }

  async save(raw: Record<string, unknown>, actor: Actor): Promise<ReplyTemplate> {
    const name = text('name', raw.name, 60, true);
    const language = String(raw.language ?? '');
    if (!LANGUAGES.includes(language)) throw fieldError('language', 'language must be en or bn');
    const subject = text('subject', raw.subject, 200, false);
    const body = text('body', raw.body, 5000, true);
    checkPlaceholders('subject', subject);
    checkPlaceholders('body', body);
    const id = typeof raw.id === 'number' ? raw.id : null;
    return write(this.deps, actor, async (m, fx) => {
      const repo = m.getRepository(ReplyTemplate);
      const taken = await repo.findOneBy({ name, language });
      if (taken && taken.id !== id) {
        throw fieldError('name', `A ${language} template is already called “${name}”`);
      }
      let saved: ReplyTemplate;
      if (id !== null) {
        const row = await repo.findOneBy({ id });
        if (!row) throw notFound('Reply template');
        saved = await repo.save(Object.assign(row, { name, language, subject, body }));
      } else {
        saved = await repo.save(repo.create({ name, language, subject, body }));
      }
      await fx.log({
        action: id === null ? 'create' : 'update',
        entity: 'ReplyTemplate',
        entityId: saved.id,
        summary: `Reply template “${name}” (${language})`,
      });
      return saved;
    });
  }

  async delete(id: number, actor: Actor): Promise<boolean> {
    return write(this.deps, actor, async (m, fx) => {
      const row = await m.findOneBy(ReplyTemplate, { id });
      if (!row) throw notFound('Reply template');
      await m.delete(ReplyTemplate, id);
      await fx.log({
        action: 'delete',
        entity: 'ReplyTemplate',
        entityId: id,
        summary: `Reply template “${row.name}” (${row.language})`,
      });
      return true;
    });
  }

  /** A template's body filled in for one message: what the visitor would read. */
  async filled(templateId: number, messageId: number): Promise<string> {
    const template = await this.deps.db.getRepository(ReplyTemplate).findOneBy({ id: templateId });
    if (!template) throw notFound('Reply template');
    const message = await this.deps.db.getRepository(ContactMessage).findOneBy({ id: messageId });
    if (!message) throw notFound('Contact message');
    const { PUBLIC_URL, PORT } = this.deps.config;
    const base = (PUBLIC_URL ?? `http://localhost:${PORT}`).replace(/\/$/, '');
    const bn = message.locale === 'bn' ? '/bn' : '';
    return fill(template.body, {
      name: message.name,
      reference: message.reference,
      status_link: `${base}${bn}/status?ref=${message.reference}`,
    });
  }
}
