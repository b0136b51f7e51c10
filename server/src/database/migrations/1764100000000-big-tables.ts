import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tables whose unfiltered total is read from table_row_counts instead of count(*). Those listed
 * newest first (created_at DESC, id DESC) also keep their rows per day in table_row_buckets,
 * so that a deep page starts at the right day instead of walking the index from the top.
 */
const COUNTED: [table: string, newestFirst: boolean][] = [
  ['news', false],
  ['press_coverage', false],
  ['contact_messages', true],
  ['reservations', true],
  ['fare_rates', true],
  ['registration_requests', true],
];

/**
 * The admin search expressions, one trigram index each. They must stay identical, column for
 * column, to what RecordService.list searches (`searchExpression` in lists/page.ts): the
 * planner only uses an expression index for the very same expression.
 */
const SEARCHED: [table: string, expression: string][] = [
  ['contact_messages', `lower(name || E'\\n' || email || E'\\n' || subject)`],
  [
    'reservations',
    `lower(passenger_name || E'\\n' || email || E'\\n' || mobile || E'\\n' || ` +
      `departure_location || E'\\n' || destination_location)`,
  ],
  [
    'registration_requests',
    `lower(name || E'\\n' || phone || E'\\n' || coalesce(email, '') || E'\\n' || city)`,
  ],
];

/**
 * Big tables stay instant: an exact row count kept by statement triggers (count(*) reads the
 * whole table), and pg_trgm indexes for the admin search (`%term%` cannot use a B-tree).
 */
export class BigTables1764100000000 implements MigrationInterface {
  name = 'BigTables1764100000000';

  async up(q: QueryRunner): Promise<void> {
    // pg_trgm is a trusted contrib extension: the database owner may create it.
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);

    await q.query(`
      CREATE TABLE table_row_counts (
        table_name TEXT PRIMARY KEY,
        row_count BIGINT NOT NULL CHECK (row_count >= 0)
      )`);
    // bucket: whole days since 1970 in UTC (extract(epoch) does not depend on the time zone).
    await q.query(`
      CREATE TABLE table_row_buckets (
        table_name TEXT NOT NULL,
        bucket INTEGER NOT NULL,
        row_count BIGINT NOT NULL,
        PRIMARY KEY (table_name, bucket)
      )`);
    // Statement-level with transition tables: one update per statement, however many rows it
    // touched. The counter rows stay locked until commit, so concurrent writers queue on them
    // and every count stays exact and in step with the rows.
    await q.query(`
      CREATE FUNCTION drw_count_rows() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        change BIGINT := 0;
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          UPDATE table_row_counts SET row_count = 0 WHERE table_name = TG_TABLE_NAME;
          DELETE FROM table_row_buckets WHERE table_name = TG_TABLE_NAME;
          RETURN NULL;
        END IF;
        IF TG_OP IN ('DELETE', 'UPDATE') THEN
          SELECT change - count(*) INTO change FROM old_rows;
          IF TG_NARGS > 0 THEN
            EXECUTE format(
              'INSERT INTO table_row_buckets AS b (table_name, bucket, row_count)
               SELECT %L, floor(extract(epoch FROM %I) / 86400), -count(*) FROM old_rows GROUP BY 2
               ON CONFLICT (table_name, bucket) DO UPDATE SET row_count = b.row_count + excluded.row_count',
              TG_TABLE_NAME, TG_ARGV[0]);
          END IF;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          SELECT change + count(*) INTO change FROM new_rows;
          IF TG_NARGS > 0 THEN
            EXECUTE format(
              'INSERT INTO table_row_buckets AS b (table_name, bucket, row_count)
               SELECT %L, floor(extract(epoch FROM %I) / 86400), count(*) FROM new_rows GROUP BY 2
               ON CONFLICT (table_name, bucket) DO UPDATE SET row_count = b.row_count + excluded.row_count',
              TG_TABLE_NAME, TG_ARGV[0]);
          END IF;
        END IF;
        IF change <> 0 THEN
          UPDATE table_row_counts SET row_count = row_count + change WHERE table_name = TG_TABLE_NAME;
        END IF;
        RETURN NULL;
      END $$`);
    for (const [table, newestFirst] of COUNTED) {
      // Lock first so that no row slips in between the initial counts and the triggers.
      await q.query(`LOCK TABLE ${table} IN SHARE ROW EXCLUSIVE MODE`);
      await q.query(
        `INSERT INTO table_row_counts (table_name, row_count) SELECT $1, count(*) FROM ${table}`,
        [table],
      );
      const args = newestFirst ? `'created_at'` : '';
      if (newestFirst) {
        await q.query(
          `INSERT INTO table_row_buckets (table_name, bucket, row_count)
           SELECT $1, floor(extract(epoch FROM created_at) / 86400), count(*) FROM ${table} GROUP BY 2`,
          [table],
        );
        // Only a changed created_at moves a row between days; the app never changes it.
        await q.query(`
          CREATE TRIGGER ${table}_count_update AFTER UPDATE ON ${table}
          REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
          FOR EACH STATEMENT EXECUTE FUNCTION drw_count_rows(${args})`);
      }
      await q.query(`
        CREATE TRIGGER ${table}_count_insert AFTER INSERT ON ${table}
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION drw_count_rows(${args})`);
      await q.query(`
        CREATE TRIGGER ${table}_count_delete AFTER DELETE ON ${table}
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION drw_count_rows(${args})`);
      await q.query(`
        CREATE TRIGGER ${table}_count_truncate AFTER TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION drw_count_rows(${args})`);
      // Counts must hold whoever writes: also under session_replication_role = replica
      // (logical replication, bulk loads with triggers off), which skips ordinary triggers.
      for (const op of ['insert', 'delete', 'truncate', ...(newestFirst ? ['update'] : [])])
        await q.query(`ALTER TABLE ${table} ENABLE ALWAYS TRIGGER ${table}_count_${op}`);
    }

    for (const [table, expression] of SEARCHED) {
      await q.query(
        `CREATE INDEX ${table}_search ON ${table} USING gin ((${expression}) gin_trgm_ops)`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [table] of SEARCHED) await q.query(`DROP INDEX ${table}_search`);
    for (const [table, newestFirst] of COUNTED) {
      for (const op of ['insert', 'delete', 'truncate', ...(newestFirst ? ['update'] : [])])
        await q.query(`DROP TRIGGER ${table}_count_${op} ON ${table}`);
    }
    await q.query(`DROP FUNCTION drw_count_rows()`);
    await q.query(`DROP TABLE table_row_buckets`);
    await q.query(`DROP TABLE table_row_counts`);
  }
}
