import { Authorized, Ctx, Resolver, Root, Subscription } from 'type-graphql';
import type { Topics } from '../../events/bus';
import type { Context } from '../../graphql/context';
import { alertStream, StaffAlert } from './staff-alert';

@Resolver()
export class StaffAlertResolver {
  @Authorized('admin')
  @Subscription(() => StaffAlert, {
    description:
      'Admins: each new contact message, reservation and registration request, from any instance',
    subscribe: ({ context }) =>
      alertStream((context as Context).services.bus, (context as Context).user?.id),
  })
  staffAlerts(@Root() alert: Topics['staff_alert'], @Ctx() _ctx: Context): StaffAlert {
    const { forUserId, ...shown } = alert;
    return { ...shown, kind: shown.kind as StaffAlert['kind'], mention: forUserId !== undefined };
  }
}
