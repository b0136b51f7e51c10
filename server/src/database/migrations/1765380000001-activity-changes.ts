import type { MigrationInterface, QueryRunner } from 'typeorm';

/** drw_redact_activity of migration 1764850000001, which also redacts `changes` when `withChanges`. */
const redact = (withChanges: boolean) => String.raw`
  CREATE OR REPLACE FUNCTION drw_redact_activity(entity_name TEXT, ids INTEGER[], secrets TEXT[])
  RETURNS INTEGER LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
  DECLARE
    changed INTEGER := 0;
    n INTEGER;
    secret TEXT;
  BEGIN
    PERFORM set_config('drw.redacting', 'on', true);
    UPDATE activity_entries SET summary = '[erased]'${withChanges ? ', changes = NULL' : ''}
     WHERE entity = entity_name AND entity_id = ANY(ids)
       AND (summary <> '[erased]'${withChanges ? ' OR changes IS NOT NULL' : ''});
    GET DIAGNOSTICS n = ROW_COUNT;
    changed := changed + n;
    FOREACH secret IN ARRAY coalesce(secrets, '{}') LOOP
      CONTINUE WHEN length(secret) < 3;
      UPDATE activity_entries
         SET summary = regexp_replace(summary, regexp_replace(secret, '([^[:alnum:]])', '\\\1', 'g'), '[erased]', 'gi')
       WHERE strpos(lower(summary), lower(secret)) > 0;
      GET DIAGNOSTICS n = ROW_COUNT;
      changed := changed + n;
      ${
        withChanges
          ? String.raw`UPDATE activity_entries
         SET changes = regexp_replace(changes::text, regexp_replace(secret, '([^[:alnum:]])', '\\\1', 'g'), '[erased]', 'gi')::jsonb
       WHERE strpos(lower(changes::text), lower(secret)) > 0;
      GET DIAGNOSTICS n = ROW_COUNT;
      changed := changed + n;`
          : ''
      }
    END LOOP;
    PERFORM set_config('drw.redacting', 'off', true);
    RETURN changed;
  END $$`;

/**
 * What changed (PRODUCT.md §22): an update's entry keeps each declared field's value before and
 * after (`changes`, records/changes.ts; personal values masked, never kept). An erasure blanks
 * them as it blanks the summary: the entries about the erased rows lose them, and any quote of
 * an erased value in them becomes `[erased]`. The read-only trigger already lets a redaction
 * change any column but the entry's identity.
 */
export class ActivityChanges1765380000001 implements MigrationInterface {
  name = 'ActivityChanges1765380000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE activity_entries ADD COLUMN changes JSONB`);
    await q.query(redact(true));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(redact(false));
    await q.query(`ALTER TABLE activity_entries DROP COLUMN changes`);
  }
}
