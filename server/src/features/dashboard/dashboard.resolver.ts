import { Authorized, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { ContactMessage } from '../messages/message.entity';
import { Reservation } from '../reservations/reservation.entity';

export const LATEST = 5;

@ObjectType({ description: 'The admin dashboard: how many of each, and what came in last' })
export class DashboardStats {
  @Field(() => Int)
  news: number;

  @Field(() => Int)
  pressCoverage: number;

  @Field(() => Int)
  contactMessages: number;

  @Field(() => Int)
  reservations: number;

  @Field(() => Int)
  fareRates: number;

  @Field(() => Int)
  registrationRequests: number;

  @Field(() => [ContactMessage], { description: `The ${LATEST} newest contact messages` })
  latestMessages: ContactMessage[];

  @Field(() => [Reservation], { description: `The ${LATEST} newest reservations` })
  latestReservations: Reservation[];
}

@Resolver(() => DashboardStats)
export class DashboardResolver {
  @Authorized('admin')
  @Query(() => DashboardStats)
  async dashboardStats(@Ctx() { services: s }: Context): Promise<DashboardStats> {
    const [news, pressCoverage, contactMessages, reservations, fareRates, registrationRequests] =
      await Promise.all(
        [s.news, s.press, s.messages, s.reservations, s.fareRates, s.registrations].map((svc) =>
          svc.count(),
        ),
      );
    const [latestMessages, latestReservations] = await Promise.all([
      s.messages.latest(LATEST),
      s.reservations.latest(LATEST),
    ]);
    return {
      news,
      pressCoverage,
      contactMessages,
      reservations,
      fareRates,
      registrationRequests,
      latestMessages,
      latestReservations,
    };
  }
}
