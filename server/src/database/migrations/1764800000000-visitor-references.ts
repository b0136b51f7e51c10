import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The three tables of what visitors send, with the kind the status page names them by. */
const REQUESTS = [
  ['contact_messages', 'MESSAGE', 'ContactMessage'],
  ['reservations', 'RESERVATION', 'Reservation'],
  ['registration_requests', 'REGISTRATION', 'RegistrationRequest'],
] as const;

/**
 * Visitors hear back. Every request gets a `reference` (`DR-7K3P-Q9MX`) when it
 * is stored: drawn at random in the database (never from the id), unique across the three tables
 * through `request_references` (a draw that is taken is drawn again), set by a trigger so no code
 * path can store a request without one; existing rows get theirs here. Each request also keeps the
 * visitor's `locale`, and `request_steps` its workflow history as the visitor may see it (each
 * status reached, when, and the note staff wrote for the visitor), filled from the activity log
 * for the moves made before it existed and removed with its request.
 */
export class VisitorReferences1764800000000 implements MigrationInterface {
  name = 'VisitorReferences1764800000000';

  async up(q: QueryRunner): Promise<void> {
    // gen_random_uuid() is the core's strong random source; of a v4 UUID, bytes 0-5 and 10-15
    // are random throughout. 31 letters from a byte is close enough to even for a lookup key.
    await q.query(`
      CREATE FUNCTION drw_new_reference() RETURNS varchar LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        alphabet constant text := '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
        bytes bytea := uuid_send(gen_random_uuid());
        picks constant int[] := ARRAY[0, 1, 2, 3, 10, 11, 12, 13];
        out text := 'DR-';
      BEGIN
        FOR i IN 1..8 LOOP
          out := out || substr(alphabet, get_byte(bytes, picks[i]) % 31 + 1, 1);
          IF i = 4 THEN out := out || '-'; END IF;
        END LOOP;
        RETURN out;
      END $$`);
    await q.query(`CREATE TABLE request_references (reference VARCHAR(12) PRIMARY KEY)`);
    await q.query(`
      CREATE FUNCTION drw_claim_reference() RETURNS varchar LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        ref varchar;
      BEGIN
        LOOP
          ref := drw_new_reference();
          INSERT INTO request_references (reference) VALUES (ref) ON CONFLICT DO NOTHING;
          IF FOUND THEN RETURN ref; END IF;
        END LOOP;
      END $$`);
    await q.query(`
      CREATE FUNCTION drw_set_reference() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.reference := drw_claim_reference();
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TABLE request_steps (
        id SERIAL PRIMARY KEY,
        kind VARCHAR(20) NOT NULL,
        request_id INTEGER NOT NULL,
        status VARCHAR(20) NOT NULL,
        visitor_note VARCHAR(1000),
        at TIMESTAMPTZ NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX request_steps_request ON request_steps (kind, request_id, at)`);
    await q.query(`
      CREATE FUNCTION drw_forget_steps() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM request_steps WHERE kind = TG_ARGV[0] AND request_id = OLD.id;
        RETURN NULL;
      END $$`);
    for (const [table, kind, entity] of REQUESTS) {
      await q.query(`ALTER TABLE ${table} ADD COLUMN reference VARCHAR(12)`);
      await q.query(`
        ALTER TABLE ${table} ADD COLUMN locale VARCHAR(2) NOT NULL DEFAULT 'en'
          CHECK (locale IN ('en', 'bn'))`);
      await q.query(`UPDATE ${table} SET reference = drw_claim_reference()`);
      await q.query(`ALTER TABLE ${table} ALTER COLUMN reference SET NOT NULL`);
      await q.query(`CREATE UNIQUE INDEX ${table}_reference ON ${table} (reference)`);
      await q.query(`
        CREATE TRIGGER ${table}_reference BEFORE INSERT ON ${table}
          FOR EACH ROW EXECUTE FUNCTION drw_set_reference()`);
      await q.query(`
        CREATE TRIGGER ${table}_steps AFTER DELETE ON ${table}
          FOR EACH ROW EXECUTE FUNCTION drw_forget_steps('${kind}')`);
      // The moves logged so far ("Reservation 4 (…): PENDING → CONFIRMED — note"), without
      // notes: those were written for staff.
      await q.query(
        `INSERT INTO request_steps (kind, request_id, status, at)
         SELECT $1, a.entity_id, substring(a.summary from '→ ([A-Z_]+)'), a.at
           FROM activity_entries a JOIN ${table} t ON t.id = a.entity_id
          WHERE a.action = 'status' AND a.entity = $2
            AND substring(a.summary from '→ ([A-Z_]+)') IS NOT NULL
          ORDER BY a.id`,
        [kind, entity],
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [table] of REQUESTS) {
      await q.query(`DROP TRIGGER ${table}_steps ON ${table}`);
      await q.query(`DROP TRIGGER ${table}_reference ON ${table}`);
      await q.query(`ALTER TABLE ${table} DROP COLUMN reference, DROP COLUMN locale`);
    }
    await q.query(`DROP TABLE request_steps`);
    await q.query(`DROP TABLE request_references`);
    await q.query(`DROP FUNCTION drw_forget_steps()`);
    await q.query(`DROP FUNCTION drw_set_reference()`);
    await q.query(`DROP FUNCTION drw_claim_reference()`);
    await q.query(`DROP FUNCTION drw_new_reference()`);
  }
}
