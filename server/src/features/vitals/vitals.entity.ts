import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One measurement a visitor's browser sent: one row per metric of a beacon, not a
 * running aggregate, because p75 over any span of days needs the values themselves (a bucketed
 * aggregate would only give the bucket p75 falls in) and a few rows per page view is little for
 * PostgreSQL. Nothing in it names a visitor: no IP, no cookie, no URL, no user agent.
 */
@Entity('web_vitals')
export class WebVital {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'varchar', length: 4 })
  metric: string;

  @Column({ type: 'double precision' })
  value: number;

  @Column({ type: 'varchar', length: 24 })
  template: string;

  @Column({ type: 'varchar', length: 2 })
  language: string;

  @Column({ type: 'varchar', length: 8 })
  connection: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

@ObjectType({
  description:
    'Field data of one metric on one page template in one language: its 75th percentile and how many measurements were good, needed improvement or were poor (Core Web Vitals thresholds)',
  simpleResolvers: true,
})
export class WebVitalSummary {
  @Field({ description: 'LCP, INP, CLS, FCP or TTFB' })
  metric: string;

  @Field({ description: 'The page template (home, contact, news, …)' })
  template: string;

  @Field({ description: 'en or bn' })
  language: string;

  @Field(() => Float, { description: 'The 75th percentile: milliseconds, or unitless for CLS' })
  p75: number;

  @Field(() => Int)
  good: number;

  @Field(() => Int)
  needsImprovement: number;

  @Field(() => Int)
  poor: number;

  @Field(() => Float, { description: 'Up to this value a measurement is good' })
  goodUpTo: number;

  @Field(() => Float, { description: 'Above this value a measurement is poor' })
  poorAbove: number;

  @Field(() => Int, { description: 'How many measurements in all' })
  count: number;
}
