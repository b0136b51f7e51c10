import { ArgsType, Field } from 'type-graphql';
import { PageArgs } from '../../graphql/page';
import { Optional } from '../../validation';

/** An inbox's list arguments: the page's, and the "Late" view (the service levels). */
@ArgsType()
export class InboxArgs extends PageArgs {
  @Field(() => Boolean, {
    nullable: true,
    description: 'Only the requests past their reply-by time (working hours), still unanswered',
  })
  @Optional()
  late?: boolean | null;
}
