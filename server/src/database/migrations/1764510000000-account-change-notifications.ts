import type { MigrationInterface, QueryRunner } from 'typeorm';
import { notifyChangesOn, stopNotifyingChangesOn } from '../change-notifications';

/**
 * Every write to `users` announces itself to every app instance (`data_changed` on the event
 * bus), so the accounts each instance remembers for signed-in requests (auth/accounts.ts) are
 * forgotten when one is disabled, re-roled or deleted — by the app or by hand in psql. A
 * trigger rather than a publish from the service: its NOTIFY is sent exactly when the change
 * commits, and never for a write that rolled back.
 */
export class AccountChangeNotifications1764510000000 implements MigrationInterface {
  name = 'AccountChangeNotifications1764510000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(notifyChangesOn('users'));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(stopNotifyingChangesOn('users'));
  }
}
