import { IsIn } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { Optional } from '../../validation';

/** The languages a visitor can be written to in. */
export const VISITOR_LOCALES = ['en', 'bn'] as const;
export type VisitorLocale = (typeof VISITOR_LOCALES)[number];

/**
 * What every request a visitor sends carries besides its own fields (each input extends it;
 * type-graphql reads inherited fields from a decorated class only).
 */
@InputType()
export abstract class VisitorRequestInput {
  @Field(() => String, {
    nullable: true,
    description: 'The language of the page it was sent from, en or bn (en when absent)',
  })
  @Optional()
  @IsIn(VISITOR_LOCALES, { message: 'locale must be en or bn' })
  locale?: string | null;
}

/** The stored locale of what was sent: en unless bn. */
export const localeOf = (input: { locale?: string | null }): VisitorLocale =>
  input.locale === 'bn' ? 'bn' : 'en';
