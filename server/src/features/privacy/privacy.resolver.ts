import {
  Arg,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
  UseMiddleware,
} from 'type-graphql';
import type { Context } from '../../graphql/context';
import { RateLimited } from '../../graphql/rate-limited';
import { DataRequest, DataRequestKind } from './data-request.entity';

/**
 * The schema's names for what erasure.ts counts by the records' sheets and files (`messages`…,
 * `documents`): a record declaring personal data later adds its field here (the schema's public
 * names do not change with the declarations; personal-data.test.ts checks they match).
 */
@ObjectType({ description: 'Rows an erase deletes, by kind' })
export class ErasedCounts {
  @Field(() => Int)
  messages: number;

  @Field(() => Int)
  reservations: number;

  @Field(() => Int)
  registrations: number;

  @Field(() => Int, { description: 'Booking documents (with their files)' })
  documents: number;
}

@ObjectType({ description: 'What a data request’s address matches now' })
export class DataMatches extends ErasedCounts {
  @Field(() => Int, {
    description: 'Bookings whose journey is still ahead: an erase asks staff to confirm them',
  })
  journeysAhead: number;
}

@ObjectType({ description: 'What the next daily retention run erases' })
export class RetentionPreview extends ErasedCounts {}

/** erasure.ts's counts (keyed by sheet) as the schema's type names them. */
const asSchema = <T>(counts: Promise<object>) => counts as Promise<T>;

@Resolver(() => DataRequest)
export class DataRequestResolver {
  @Mutation(() => Boolean, {
    description:
      'Anyone (rate-limited): ask for a copy (EXPORT) or the deletion (ERASE) of the data held under an e-mail address; a link sent there confirms it. True whether or not we hold the address',
  })
  @UseMiddleware(RateLimited)
  createDataRequest(
    @Arg('email') email: string,
    @Arg('kind', () => DataRequestKind) kind: DataRequestKind,
    @Arg('locale', () => String, { nullable: true }) locale: string | null,
    @Ctx() ctx: Context,
  ): Promise<true> {
    return ctx.services.privacy.request({ email, kind, locale });
  }

  @Authorized('admin')
  @Query(() => [DataRequest], {
    description:
      'Confirmed data requests waiting for staff, oldest first (done: the last 100 fulfilled, newest first)',
  })
  dataRequests(
    @Arg('done', () => Boolean, { defaultValue: false }) done: boolean,
    @Ctx() ctx: Context,
  ): Promise<DataRequest[]> {
    return ctx.services.privacy.list(done);
  }

  @Authorized('admin')
  @Query(() => Int, { description: 'Confirmed data requests waiting for staff' })
  openDataRequests(@Ctx() ctx: Context): Promise<number> {
    return ctx.services.privacy.openCount();
  }

  @Authorized('admin')
  @Query(() => RetentionPreview, { description: 'What the next daily retention run erases' })
  retentionPreview(@Ctx() ctx: Context): Promise<RetentionPreview> {
    return asSchema<RetentionPreview>(ctx.services.privacy.retentionPreview());
  }

  @FieldResolver(() => DataMatches)
  matches(@Root() request: DataRequest, @Ctx() ctx: Context): Promise<DataMatches> {
    return asSchema<DataMatches>(ctx.services.privacy.matches(request));
  }

  @Authorized('admin')
  @Mutation(() => DataRequest, {
    description:
      'Fulfils a confirmed data request, once: EXPORT e-mails a zip’s link; ERASE deletes every row, file, reply and search word carrying the address and blanks its activity entries (journeysAheadConfirmed: also bookings still ahead)',
  })
  fulfilDataRequest(
    @Arg('id', () => Int) id: number,
    @Arg('journeysAheadConfirmed', () => Boolean, { defaultValue: false })
    journeysAheadConfirmed: boolean,
    @Ctx() ctx: Context,
  ): Promise<DataRequest> {
    return ctx.services.privacy.fulfil(id, ctx.user!, journeysAheadConfirmed);
  }
}
