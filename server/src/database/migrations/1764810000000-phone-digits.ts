import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff find a request by phone, however it was typed: contact messages and
 * reservations keep their number's national digits (`phone_digits`, as registrations already do),
 * computed by the database on every write by drw_national_digits — the SQL twin of
 * records/inbox/phone.ts's nationalDigits (staff-search.test.ts checks they agree) — and indexed,
 * with the e-mail addresses' beginnings.
 */
export class PhoneDigits1764810000000 implements MigrationInterface {
  name = 'PhoneDigits1764810000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION drw_national_digits(cc text, typed text) RETURNS text
        LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
      DECLARE
        phone text := translate(typed, '০১২৩৪৫৬৭৮৯', '0123456789');
        code text := regexp_replace(cc, '[^0-9]', '', 'g');
        digits text := regexp_replace(phone, '[^0-9]', '', 'g');
        international boolean := phone ~ '^[ \\t\\n\\r\\f\\v]*(\\+|00)';
      BEGIN
        IF international THEN digits := regexp_replace(digits, '^00', ''); END IF;
        IF code <> '' AND left(digits, length(code)) = code
           AND (international OR length(digits) - length(code) >= 9) THEN
          digits := substr(digits, length(code) + 1);
        END IF;
        RETURN ltrim(digits, '0');
      END $$`);
    for (const [table, column] of [
      ['contact_messages', 'contact_number'],
      ['reservations', 'mobile'],
    ]) {
      await q.query(`
        ALTER TABLE ${table} ADD COLUMN phone_digits VARCHAR(40)
          GENERATED ALWAYS AS (drw_national_digits('+880', ${column})) STORED`);
      await q.query(`CREATE INDEX ${table}_phone_digits ON ${table} (phone_digits)`);
    }
    for (const table of ['contact_messages', 'reservations', 'registration_requests'])
      await q.query(
        `CREATE INDEX ${table}_email_prefix ON ${table} (lower(email) text_pattern_ops)`,
      );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['contact_messages', 'reservations', 'registration_requests'])
      await q.query(`DROP INDEX ${table}_email_prefix`);
    for (const table of ['contact_messages', 'reservations'])
      await q.query(`ALTER TABLE ${table} DROP COLUMN phone_digits`);
    await q.query(`DROP FUNCTION drw_national_digits(text, text)`);
  }
}
