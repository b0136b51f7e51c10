import { IsString, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { IsDateOnly, IsNotBlank, Optional } from '../../validation';
import { IsFlag, IsPublishAt } from './publishing';

export interface ArticleFields {
  title: string;
  description: string;
  date: string;
  titleBn?: string | null;
  descriptionBn?: string | null;
  draft?: boolean | null;
  publishAt?: Date | null;
}

/** One input class per article kind, differing only in its GraphQL name and title wording. */
export function ArticleInputType(name: string, titleLabel: string) {
  @InputType(name)
  class ArticleInput implements ArticleFields {
    @Field()
    @IsString({ message: `${titleLabel} is required` })
    @IsNotBlank(`${titleLabel} is required`)
    @MaxLength(200, { message: `${titleLabel} must be at most 200 characters` })
    title: string;

    @Field()
    @IsString({ message: 'description is required' })
    @IsNotBlank('description is required')
    @MaxLength(20000, { message: 'description must be at most 20000 characters' })
    description: string;

    @Field(() => String, {
      nullable: true,
      description: 'The title in Bangla (absent on update: unchanged; null or empty: none)',
    })
    @Optional()
    @IsString({ message: 'Bangla title must be text' })
    @MaxLength(200, { message: 'Bangla title must be at most 200 characters' })
    titleBn?: string | null;

    @Field(() => String, {
      nullable: true,
      description: 'The text in Bangla (absent on update: unchanged; null or empty: none)',
    })
    @Optional()
    @IsString({ message: 'Bangla description must be text' })
    @MaxLength(20000, { message: 'Bangla description must be at most 20000 characters' })
    descriptionBn?: string | null;

    @Field({ description: 'YYYY-MM-DD' })
    @IsNotBlank('Date is required')
    @IsDateOnly('Date must be a real date written YYYY-MM-DD')
    date: string;

    @Field(() => Boolean, {
      nullable: true,
      description:
        'Save as a draft, kept from anonymous readers (default false; absent on update: unchanged)',
    })
    @IsFlag('Draft must be true or false')
    draft?: boolean | null;

    @Field(() => Date, {
      nullable: true,
      description:
        'When anonymous readers first see it, at most 5 years ahead. Absent: now on create, unchanged on update; null: now',
    })
    @IsPublishAt()
    publishAt?: Date | null;
  }
  return ArticleInput;
}
