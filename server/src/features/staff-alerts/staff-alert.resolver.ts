import { Authorized, Ctx, Resolver, Root, Subscription } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { alertStream, StaffAlert } from './staff-alert';

@Resolver()
export class StaffAlertResolver {
  @Authorized('admin')
  @Subscription(() => StaffAlert, {
    description:
      'Admins: each new contact message, reservation and registration request, from any instance',
    subscribe: ({ context }) => alertStream((context as Context).services.bus),
  })
  staffAlerts(@Root() alert: StaffAlert, @Ctx() _ctx: Context): StaffAlert {
    return alert;
  }
}
