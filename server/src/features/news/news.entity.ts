import { ObjectType } from 'type-graphql';
import { Entity } from 'typeorm';
import { PageOf } from '../../graphql/page';
import { Article } from '../../records/articles/article.entity';

@ObjectType({ description: 'A company news item' })
@Entity('news')
export class News extends Article {}

@ObjectType()
export class NewsPage extends PageOf(News) {}
