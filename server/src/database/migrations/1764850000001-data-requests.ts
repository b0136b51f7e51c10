import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Data requests: a visitor asks for a copy (EXPORT) or the deletion (ERASE)
 * of what we hold under their e-mail address, confirms it by a link sent there, and staff
 * fulfil it. The link's token is kept only as its SHA-256.
 *
 * The activity log stays append-only with one exception: `drw_redact_activity`, the one way to
 * replace the personal values of entries with [erased] (an erase keeps who did what, and when).
 */
export class DataRequests1764850000001 implements MigrationInterface {
  name = 'DataRequests1764850000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE data_requests (
        id SERIAL PRIMARY KEY,
        email VARCHAR(254) NOT NULL,
        kind VARCHAR(10) NOT NULL CHECK (kind IN ('EXPORT', 'ERASE')),
        locale VARCHAR(2) NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'bn')),
        token_hash VARCHAR(64) UNIQUE,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        confirmed_at TIMESTAMPTZ,
        fulfilled_at TIMESTAMPTZ,
        fulfilled_by VARCHAR(64),
        outcome VARCHAR(500),
        export_name VARCHAR(100),
        export_token_hash VARCHAR(64) UNIQUE,
        export_expires_at TIMESTAMPTZ
      )`);
    await q.query(
      `CREATE INDEX data_requests_queue ON data_requests (confirmed_at, id) WHERE fulfilled_at IS NULL`,
    );

    // The read-only rule now lets exactly one thing through: the redaction function's change
    // of a summary, in its own transaction-local mode. Nothing else is ever edited or deleted.
    await q.query(`
      CREATE OR REPLACE FUNCTION activity_entries_read_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND current_setting('drw.redacting', true) = 'on'
           AND (NEW.id, NEW.at, NEW.actor_id, NEW.actor, NEW.action, NEW.entity, NEW.entity_id)
               IS NOT DISTINCT FROM
               (OLD.id, OLD.at, OLD.actor_id, OLD.actor, OLD.action, OLD.entity, OLD.entity_id)
        THEN
          RETURN NEW;
        END IF;
        RAISE EXCEPTION 'activity entries are never edited or deleted';
      END $$`);
    // Entries about the erased rows (entity, ids) lose their whole summary; any other entry
    // that quotes one of the secrets (an e-mail address, a phone number) loses that quote, in
    // any letter case (each character of the secret is escaped: it is matched as written).
    await q.query(String.raw`
      CREATE FUNCTION drw_redact_activity(entity_name TEXT, ids INTEGER[], secrets TEXT[])
      RETURNS INTEGER LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
      DECLARE
        changed INTEGER := 0;
        n INTEGER;
        secret TEXT;
      BEGIN
        PERFORM set_config('drw.redacting', 'on', true);
        UPDATE activity_entries SET summary = '[erased]'
         WHERE entity = entity_name AND entity_id = ANY(ids) AND summary <> '[erased]';
        GET DIAGNOSTICS n = ROW_COUNT;
        changed := changed + n;
        FOREACH secret IN ARRAY coalesce(secrets, '{}') LOOP
          CONTINUE WHEN length(secret) < 3;
          UPDATE activity_entries
             SET summary = regexp_replace(summary, regexp_replace(secret, '([^[:alnum:]])', '\\\1', 'g'), '[erased]', 'gi')
           WHERE strpos(lower(summary), lower(secret)) > 0;
          GET DIAGNOSTICS n = ROW_COUNT;
          changed := changed + n;
        END LOOP;
        PERFORM set_config('drw.redacting', 'off', true);
        RETURN changed;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION drw_redact_activity(TEXT, INTEGER[], TEXT[])`);
    await q.query(`
      CREATE OR REPLACE FUNCTION activity_entries_read_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'activity entries are never edited or deleted';
      END $$`);
    await q.query(`DROP TABLE data_requests`);
  }
}
