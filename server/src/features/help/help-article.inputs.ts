import { MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { declareLabels } from '../../i18n/labels';
import { Check, Optional, RequiredText } from '../../validation';
import { HELP_CATEGORIES } from './help-article.entity';

export const HELP_SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;
/** The longest search a visitor may type: a question, not a page of text. */
export const MAX_QUERY = 100;
export const QUERY_LABEL = 'Search words';
// Only what a visitor types has a Bangla name: staff's fields stay English (i18n/messages.test.ts).
declareLabels([[QUERY_LABEL, 'খোঁজার শব্দ']]);

@InputType({ description: 'The copy of one language of a help article' })
export class HelpArticleInput {
  @Field()
  @RequiredText('Title', 200)
  title: string;

  @Field({ defaultValue: '' })
  @MaxLength(300, { message: 'Summary must be at most 300 characters' })
  summary: string = '';

  @Field({ defaultValue: '' })
  body: string = '';

  @Field()
  @Check(
    'isHelpCategory',
    () => `Category must be one of ${HELP_CATEGORIES.join(', ')}`,
    (v) => (HELP_CATEGORIES as readonly unknown[]).includes(v),
  )
  category: string;

  @Field({ defaultValue: false })
  @Optional()
  draft: boolean = false;
}

@InputType({ description: 'A new help article in one language' })
export class NewHelpArticleInput extends HelpArticleInput {
  @Field()
  @RequiredText('Slug', 80)
  @Check(
    'isHelpSlug',
    () => 'Slug may only hold lower-case letters, digits and - and must start with one of them',
    (v) => typeof v !== 'string' || v.trim() === '' || HELP_SLUG.test(v.trim()),
  )
  slug: string;

  @Field({ defaultValue: 'en' })
  @Check('isLocale', () => 'Locale must be en or bn', (v) => v === 'en' || v === 'bn')
  locale: string = 'en';
}
