import { Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, Int } from 'type-graphql';
import type { Repository } from 'typeorm';
import type { Deps } from '../../deps';
import { MAX_PAGE_SIZE, paginate } from '../../lists/page';
import { fieldError } from '../../errors';
import { IsDateOnly, Optional, validateInput } from '../../validation';
import { ActivityEntry } from '../../records/activity.entity';

/** The activity log's filters: who, what kind of record, and a range of calendar days (Asia/Dhaka). */
@ArgsType()
export class ActivityArgs {
  @Field(() => Int, { defaultValue: 1 })
  @Min(1, { message: 'page must be 1 or more' })
  page: number = 1;

  @Field(() => Int, { defaultValue: 20 })
  @Min(1, { message: 'pageSize must be 1 or more' })
  @Max(MAX_PAGE_SIZE, { message: `pageSize must be at most ${MAX_PAGE_SIZE}` })
  pageSize: number = 20;

  @Field(() => String, { nullable: true, description: 'Username, exactly (any case)' })
  @Optional()
  @MaxLength(64, { message: 'actor must be at most 64 characters' })
  actor?: string | null;

  @Field(() => String, { nullable: true, description: 'GraphQL type name: News, ContactMessage…' })
  @Optional()
  @MaxLength(40, { message: 'entity must be at most 40 characters' })
  entity?: string | null;

  @Field(() => String, { nullable: true, description: 'First day, YYYY-MM-DD (Asia/Dhaka)' })
  @Optional()
  @IsDateOnly('from must be a date written YYYY-MM-DD')
  from?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Last day, YYYY-MM-DD (Asia/Dhaka), included',
  })
  @Optional()
  @IsDateOnly('to must be a date written YYYY-MM-DD')
  to?: string | null;
}

/** Reads the log. Entries are written only by write() (database/write.ts), never changed. */
export class ActivityService {
  private readonly repo: Repository<ActivityEntry>;

  constructor(deps: Deps) {
    this.repo = deps.db.getRepository(ActivityEntry);
  }

  async list(raw: Partial<ActivityArgs>) {
    const args = await validateInput(ActivityArgs, raw);
    if (args.from && args.to && args.from > args.to) {
      throw fieldError('to', 'to must be on or after from');
    }
    const qb = this.repo.createQueryBuilder('a').orderBy('a.at', 'DESC').addOrderBy('a.id', 'DESC');
    if (args.actor?.trim())
      qb.andWhere('LOWER(a.actor) = LOWER(:actor)', { actor: args.actor.trim() });
    if (args.entity?.trim()) qb.andWhere('a.entity = :entity', { entity: args.entity.trim() });
    if (args.from)
      qb.andWhere(`a.at >= (:from::date::timestamp AT TIME ZONE 'Asia/Dhaka')`, {
        from: args.from,
      });
    if (args.to) {
      qb.andWhere(`a.at < ((:to::date + 1)::timestamp AT TIME ZONE 'Asia/Dhaka')`, { to: args.to });
    }
    return paginate(qb, args);
  }
}
