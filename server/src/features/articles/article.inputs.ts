import { IsString, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { IsDateOnly, IsNotBlank } from '../../validation';

export interface ArticleFields {
  title: string;
  description: string;
  date: string;
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
  }
  return ArticleInput;
}
