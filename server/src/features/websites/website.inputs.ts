import { IsEnum, IsInt, IsString, Max, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { Check, RequiredText } from '../../validation';
import { WebsiteType } from './website.entity';

const FIRST_YEAR = 2000;
const isWebAddress = (v: unknown) => {
  if (typeof v !== 'string' || v.trim() === '') return true; // "required" reports it
  try {
    const url = new URL(v.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

@InputType({ description: 'A portfolio entry (the screenshot travels beside it as `image`)' })
export class WebsiteInput {
  @Field()
  @IsString({ message: 'Name is required' })
  @RequiredText('Name', 120)
  name: string;

  @Field()
  @IsString({ message: 'URL is required' })
  @RequiredText('URL', 300)
  @Check(
    'isWebAddress',
    () => 'URL must be a web address starting with http:// or https://',
    isWebAddress,
  )
  url: string;

  @Field(() => WebsiteType)
  @IsEnum(WebsiteType, { message: 'Type must be WEBSITE, MOBILE_APP or SOFTWARE' })
  type: WebsiteType;

  @Field()
  @IsString({ message: 'Client is required' })
  @RequiredText('Client', 120)
  client: string;

  @Field()
  @IsString({ message: 'Description is required' })
  @RequiredText('Description', 2000)
  description: string;

  @Field(() => Int)
  @IsInt({ message: 'Year must be a whole number' })
  @Min(FIRST_YEAR, { message: `Year must be ${FIRST_YEAR} or later` })
  @Max(new Date().getFullYear() + 1, { message: 'Year cannot be more than a year ahead' })
  year: number;
}
