import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { WebVitalSummary } from './vitals.entity';
import { MAX_VITALS_DAYS } from './vitals.service';

@Resolver(() => WebVitalSummary)
export class WebVitalsResolver {
  @Authorized('admin')
  @Query(() => [WebVitalSummary], {
    description: `Field data of the public pages over the last \`days\` days (1-${MAX_VITALS_DAYS}): p75 and rating counts per metric, template and language`,
  })
  webVitals(
    @Arg('days', () => Int, { defaultValue: 28 }) days: number,
    @Ctx() { services: s }: Context,
  ): Promise<WebVitalSummary[]> {
    return s.vitals.summary(days);
  }
}
