import { IsInt, Min } from 'class-validator';
import { ArgsType, Field, Int } from 'type-graphql';
import { PageArgs } from '../../graphql/page';
import { Optional } from '../../validation';

/** A list of visitors' requests: a page, narrowed to one colleague's ("Mine": one's own id). */
@ArgsType()
export class InboxArgs extends PageArgs {
  @Field(() => Int, {
    nullable: true,
    description: 'Only the requests this staff account owns (the back office’s “Mine”)',
  })
  @Optional()
  @IsInt({ message: 'assigneeId must be a whole number' })
  @Min(1, { message: 'assigneeId must be 1 or more' })
  assigneeId?: number | null;
}
