import type { MigrationInterface, QueryRunner } from 'typeorm';

const REDACT = 'drw_redact_activity(TEXT, INTEGER[], TEXT[])';

/**
 * The rows an erasure deletes, and the values they held: (entity name, SQL list of the personal
 * columns of `old_rows`). Their delete, in an erasure, blanks the log's entries about them.
 */
const ERASED: [table: string, entity: string, secrets: string][] = [
  ['contact_messages', 'ContactMessage', 'email, contact_number'],
  ['reservations', 'Reservation', 'email, mobile'],
  ['registration_requests', 'RegistrationRequest', `email, phone, country_code || ' ' || phone`],
  ['booking_documents', 'BookingDocument', 'NULL'],
];

/**
 * The activity log, closed to the app's role (PRODUCT.md §19): it may no longer call
 * drw_redact_activity, which rewrites any entry it is given (the role's grants at start leave it
 * out: app-role.ts), and it writes entries only at the current time (the owner still may date one,
 * as tests and imports do).
 *
 * An erasure still redacts: its deletes run with `drw.erasing` on (erase.ts), and a trigger that
 * runs as the owner redacts what the deleted rows are (entity and id) and held (addresses and
 * phones, from the rows themselves), and an erased data request's address. So the app can blank
 * only entries about rows it really deletes, with values they really held; a delete outside an
 * erasure leaves the log as it was.
 */
export class ErasureByDelete1765200000100 implements MigrationInterface {
  name = 'ErasureByDelete1765200000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`REVOKE EXECUTE ON FUNCTION ${REDACT} FROM PUBLIC`);
    await q.query(`
      CREATE FUNCTION drw_erase_redacts() RETURNS trigger
      LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
      DECLARE
        ids INTEGER[];
        secrets TEXT[];
      BEGIN
        IF coalesce(current_setting('drw.erasing', true), '') <> 'on' THEN
          RETURN NULL;
        END IF;
        EXECUTE format(
          'SELECT coalesce(array_agg(DISTINCT o.id), ''{}''),
                  coalesce(array_agg(DISTINCT v) FILTER (WHERE v IS NOT NULL AND v <> ''[erased]''), ''{}'')
             FROM old_rows o LEFT JOIN LATERAL unnest(ARRAY[%s]::text[]) v ON true',
          TG_ARGV[1]) INTO ids, secrets;
        -- An erased data request keeps its entries (they say what staff did): only its address goes.
        IF TG_TABLE_NAME = 'data_requests' THEN
          ids := '{}';
        END IF;
        PERFORM drw_redact_activity(TG_ARGV[0], ids, secrets);
        RETURN NULL;
      END $$`);
    await q.query(`REVOKE EXECUTE ON FUNCTION drw_erase_redacts() FROM PUBLIC`);
    for (const [table, entity, secrets] of ERASED) {
      await q.query(`
        CREATE TRIGGER ${table}_erase_redacts AFTER DELETE ON ${table}
          REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
          EXECUTE FUNCTION drw_erase_redacts('${entity}', '${secrets.replace(/'/g, "''")}')`);
    }
    await q.query(`
      CREATE TRIGGER data_requests_erase_redacts AFTER UPDATE ON data_requests
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
        EXECUTE FUNCTION drw_erase_redacts('DataRequest', 'email')`);

    await q.query(`
      CREATE FUNCTION activity_entries_now() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.at IS DISTINCT FROM now()
           AND NOT pg_has_role((SELECT relowner FROM pg_class WHERE oid = TG_RELID), 'MEMBER') THEN
          RAISE EXCEPTION 'activity entries are written at the current time';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER activity_entries_now BEFORE INSERT ON activity_entries
        FOR EACH ROW EXECUTE FUNCTION activity_entries_now()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER activity_entries_now ON activity_entries`);
    await q.query(`DROP FUNCTION activity_entries_now()`);
    await q.query(`DROP TRIGGER data_requests_erase_redacts ON data_requests`);
    for (const [table] of ERASED) await q.query(`DROP TRIGGER ${table}_erase_redacts ON ${table}`);
    await q.query(`DROP FUNCTION drw_erase_redacts()`);
    await q.query(`GRANT EXECUTE ON FUNCTION ${REDACT} TO PUBLIC`);
  }
}
