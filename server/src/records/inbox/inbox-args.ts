import { IsInt, Min } from 'class-validator';
import { ArgsType, Field, Int } from 'type-graphql';
import { PageArgs } from '../../graphql/page';
import { Optional } from '../../validation';

/**
 * An inbox's list arguments: the page's, the "Late" view (the service levels) and one
 * colleague's requests ("Mine": one's own id).
 */
@ArgsType()
export class InboxArgs extends PageArgs {
  @Field(() => Boolean, {
    nullable: true,
    description: 'Only the requests past their reply-by time (working hours), still unanswered',
  })
  @Optional()
  late?: boolean | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Only the requests this staff account owns (the back office’s “Mine”)',
  })
  @Optional()
  @IsInt({ message: 'assigneeId must be a whole number' })
  @Min(1, { message: 'assigneeId must be 1 or more' })
  assigneeId?: number | null;
}
