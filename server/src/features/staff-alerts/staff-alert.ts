import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { EventBus, Topics } from '../../events/bus';

export enum StaffAlertKind {
  MESSAGE = 'MESSAGE',
  RESERVATION = 'RESERVATION',
  REGISTRATION = 'REGISTRATION',
}
registerEnumType(StaffAlertKind, { name: 'StaffAlertKind' });

@ObjectType({ description: 'Something a visitor just sent, for staff watching the back office' })
export class StaffAlert {
  @Field(() => StaffAlertKind)
  kind: StaffAlertKind;

  @Field(() => Int)
  id: number;

  @Field({ description: 'What came in, in a few words: "Message from Nusrat: Corporate account"' })
  title: string;

  @Field()
  createdAt: string;

  @Field(() => Boolean, {
    description: 'For the signed-in staff member alone: a colleague mentioned them in a note',
  })
  mention: boolean;
}

/**
 * The bus's staff alerts as an async iterator for one subscriber. Alerts arriving faster than
 * the socket drains wait in a small queue; the oldest are dropped past it (the client refetches
 * its lists anyway, the alert only says "something came in").
 */
export function alertStream(
  bus: EventBus,
  /** who listens: an alert for one staff member (`forUserId`) reaches them alone */
  userId: number | undefined,
  max = 100,
): AsyncIterableIterator<Topics['staff_alert']> {
  const queue: Topics['staff_alert'][] = [];
  let wake: (() => void) | undefined;
  let done = false;
  const unsubscribe = bus.subscribe('staff_alert', (alert) => {
    if (alert.forUserId !== undefined && alert.forUserId !== userId) return;
    queue.push(alert);
    if (queue.length > max) queue.shift();
    wake?.();
  });
  const finish = () => {
    done = true;
    unsubscribe();
    wake?.();
  };
  const iterator: AsyncIterableIterator<Topics['staff_alert']> = {
    async next() {
      while (!done && queue.length === 0) await new Promise<void>((r) => (wake = r));
      wake = undefined;
      if (done) return { done: true, value: undefined };
      return { done: false, value: queue.shift()! };
    },
    async return() {
      finish();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
