import type { MigrationInterface, QueryRunner } from 'typeorm';
import { notifyChangesOn, stopNotifyingChangesOn } from '../change-notifications';

const PUBLIC_TABLES = ['news', 'press_coverage', 'fare_rates', 'vehicle_categories'];

/** Writes to public content announce themselves to every app instance (cache invalidation). */
export class ChangeNotifications1764000000000 implements MigrationInterface {
  name = 'ChangeNotifications1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION drw_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('drw_events', json_build_object(
          'topic', 'data_changed', 'payload', json_build_object('table', TG_TABLE_NAME))::text);
        RETURN NULL;
      END $$`);
    for (const table of PUBLIC_TABLES) await q.query(notifyChangesOn(table));
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of PUBLIC_TABLES) await q.query(stopNotifyingChangesOn(table));
    await q.query('DROP FUNCTION drw_notify_change()');
  }
}
