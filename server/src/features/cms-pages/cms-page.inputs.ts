import { MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { fieldError, type FieldError, validationError } from '../../errors';
import { Check, Optional, RequiredText } from '../../validation';
import type { FaqEntry, FineRow, TeamMember } from './cms-page.entity';

export const SLUG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,59}$/;
const MAX_ROWS = 200;

@InputType()
export class TeamMemberInput {
  @Field()
  name: string;

  @Field()
  role: string;

  @Field({ defaultValue: '' })
  bio: string;

  @Field(() => String, { nullable: true })
  photoUrl?: string | null;
}

@InputType()
export class FaqEntryInput {
  @Field()
  group: string;

  @Field()
  question: string;

  @Field()
  answer: string;
}

@InputType()
export class FineRowInput {
  @Field()
  violation: string;

  @Field()
  appliesTo: string;

  @Field()
  penalty: string;
}

@InputType({ description: 'The editable copy of a page; absent lists keep no structure' })
export class CmsPageInput {
  @Field()
  @RequiredText('Title', 200)
  title: string;

  @Field({ defaultValue: '' })
  @MaxLength(500, { message: 'Lead must be at most 500 characters' })
  lead: string = '';

  @Field({ defaultValue: '' })
  @MaxLength(300, { message: 'Description must be at most 300 characters' })
  description: string = '';

  @Field({ defaultValue: '', description: 'HTML; sanitised on the server, at most 200 KB' })
  body: string = '';

  @Field(() => [TeamMemberInput], { nullable: true })
  members?: TeamMemberInput[] | null;

  @Field(() => [FaqEntryInput], { nullable: true })
  faqs?: FaqEntryInput[] | null;

  @Field(() => [FineRowInput], { nullable: true })
  fines?: FineRowInput[] | null;
}

@InputType({ description: 'A new page: its slug (letters, digits, - and _) and its copy' })
export class NewCmsPageInput extends CmsPageInput {
  @Field()
  @RequiredText('Slug', 60)
  @Check(
    'isSlug',
    () => 'Slug may only hold letters, digits, - and _ and must start with a letter or digit',
    (v) => typeof v !== 'string' || v.trim() === '' || SLUG_PATTERN.test(v.trim()),
  )
  slug: string;

  @Field({ defaultValue: 'en' })
  @Optional()
  @Check('isLocale', () => 'Locale must be en or bn', (v) => v === 'en' || v === 'bn')
  locale: string = 'en';
}

type Spec<T> = { [K in keyof T]: { label: string; max: number; required: boolean } };

const MEMBER: Spec<Omit<TeamMember, 'photoUrl'>> = {
  name: { label: 'Name', max: 100, required: true },
  role: { label: 'Role', max: 100, required: true },
  bio: { label: 'Bio', max: 1000, required: false },
};
const FAQ: Spec<FaqEntry> = {
  group: { label: 'Topic', max: 100, required: true },
  question: { label: 'Question', max: 300, required: true },
  answer: { label: 'Answer', max: 3000, required: true },
};
const FINE: Spec<FineRow> = {
  violation: { label: 'Violation', max: 300, required: true },
  appliesTo: { label: 'Applies to', max: 100, required: true },
  penalty: { label: 'Penalty', max: 300, required: true },
};

/** Plain-text rows of a structured part: trimmed, required cells filled, lengths sane. */
function rows<T extends object>(
  list: unknown,
  name: string,
  spec: Spec<T>,
  errors: FieldError[],
): Record<string, string>[] | null {
  if (list === undefined || list === null) return null;
  if (!Array.isArray(list)) throw fieldError(name, `${name} must be a list`);
  if (list.length > MAX_ROWS) throw fieldError(name, `${name} can hold at most ${MAX_ROWS} rows`);
  return list.map((raw: unknown, i) => {
    const row = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const out: Record<string, string> = {};
    for (const [key, rule] of Object.entries(spec) as [string, Spec<T>[keyof T]][]) {
      const value = typeof row[key] === 'string' ? (row[key] as string).trim() : '';
      const field = `${name}.${i}.${key}`;
      if (rule.required && !value) errors.push({ field, message: `${rule.label} is required` });
      else if (value.length > rule.max)
        errors.push({ field, message: `${rule.label} must be at most ${rule.max} characters` });
      out[key] = value;
    }
    return out;
  });
}

const PHOTO = /^\/uploads\/[A-Za-z0-9-]+\.(png|jpe?g|webp|gif)$/;

/** The structured parts of a page, checked; field errors name the row: members.2.name. */
export function checkParts(raw: Partial<CmsPageInput>) {
  const errors: FieldError[] = [];
  const members = rows(raw.members, 'members', MEMBER, errors)?.map((m, i) => {
    const photo = (raw.members?.[i]?.photoUrl ?? '').trim();
    if (photo && !PHOTO.test(photo))
      errors.push({ field: `members.${i}.photoUrl`, message: 'Photo must be an uploaded image' });
    return { name: m.name, role: m.role, bio: m.bio, photoUrl: photo || null };
  });
  const faqs = rows(raw.faqs, 'faqs', FAQ, errors) as FaqEntry[] | null;
  const fines = rows(raw.fines, 'fines', FINE, errors) as FineRow[] | null;
  if (errors.length) throw validationError(errors);
  return { members: members ?? null, faqs, fines };
}
