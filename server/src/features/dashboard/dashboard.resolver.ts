import { Arg, Authorized, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { STAFF } from '../../identity/roles';
import { ContactMessage, ContactMessageStatus } from '../messages/message.entity';
import { RegistrationStatus } from '../registrations/registration.entity';
import { Reservation, ReservationStatus } from '../reservations/reservation.entity';
import { DayTrend, MAX_TREND_DAYS } from './trends';

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

  @Field(() => Int, { description: 'Contact messages still NEW' })
  newMessages: number;

  @Field(() => Int, { description: 'Reservations still PENDING' })
  pendingReservations: number;

  @Field(() => Int, { description: 'Registration requests still NEW' })
  newRegistrations: number;

  @Field(() => [ContactMessage], { description: `The ${LATEST} newest contact messages` })
  latestMessages: ContactMessage[];

  @Field(() => [Reservation], { description: `The ${LATEST} newest reservations` })
  latestReservations: Reservation[];
}

@ObjectType({ description: 'What editors see on the dashboard: the content figures' })
export class ContentStats {
  @Field(() => Int)
  news: number;

  @Field(() => Int)
  pressCoverage: number;
}

@Resolver(() => DashboardStats)
export class DashboardResolver {
  @Authorized(...STAFF)
  @Query(() => ContentStats)
  async contentStats(@Ctx() { services: s }: Context): Promise<ContentStats> {
    const [news, pressCoverage] = await Promise.all([s.news.count(), s.press.count()]);
    return { news, pressCoverage };
  }

  @Authorized('admin')
  @Query(() => DashboardStats)
  async dashboardStats(@Ctx() { services: s }: Context): Promise<DashboardStats> {
    const [news, pressCoverage, contactMessages, reservations, fareRates, registrationRequests] =
      await Promise.all(
        [s.news, s.press, s.messages, s.reservations, s.fareRates, s.registrations].map((svc) =>
          svc.count(),
        ),
      );
    const [latestMessages, latestReservations, newMessages, pendingReservations, newRegistrations] =
      await Promise.all([
        s.messages.latest(LATEST),
        s.reservations.latest(LATEST),
        s.messages.countWithStatus(ContactMessageStatus.NEW),
        s.reservations.countWithStatus(ReservationStatus.PENDING),
        s.registrations.countWithStatus(RegistrationStatus.NEW),
      ]);
    return {
      news,
      pressCoverage,
      contactMessages,
      reservations,
      fareRates,
      registrationRequests,
      newMessages,
      pendingReservations,
      newRegistrations,
      latestMessages,
      latestReservations,
    };
  }

  @Authorized('admin')
  @Query(() => [DayTrend], {
    description: `New messages, reservations and registrations per day (Asia/Dhaka) over the last \`days\` days (1-${MAX_TREND_DAYS}), today included, oldest first; days without any as 0`,
  })
  dashboardTrends(
    @Arg('days', () => Int, { defaultValue: 30 }) days: number,
    @Ctx() { services: s }: Context,
  ): Promise<DayTrend[]> {
    return s.trends.trends(days);
  }
}
