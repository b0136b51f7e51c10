import { ObjectType } from 'type-graphql';
import { Entity } from 'typeorm';
import { PageOf } from '../../graphql/page';
import { Article } from '../../records/articles/article.entity';

@ObjectType({ description: 'An article about the company in the press' })
@Entity('press_coverage')
export class PressCoverage extends Article {}

@ObjectType()
export class PressCoveragePage extends PageOf(PressCoverage) {}
