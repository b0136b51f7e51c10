import { IsString, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { IsDateOnly, IsNotBlank } from '../../validation';
import { IsFlag, IsPublishAt } from './publishing';

export interface ArticleFields {
  title: string;
  description: string;
  date: string;
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
