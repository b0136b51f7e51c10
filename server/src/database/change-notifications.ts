/**
 * SQL that makes PostgreSQL announce every write to a public table on the event bus channel
 * (`data_changed`, see events/bus.ts). Statement-level, so a bulk write sends one NOTIFY, and
 * NOTIFY is delivered at commit, so nobody hears of a write that was rolled back. A migration
 * that adds a publicly readable table runs `notifyChangesOn('<table>')`.
 */
export const notifyChangesOn = (table: string) =>
  `CREATE TRIGGER ${table}_notify_change
     AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
     FOR EACH STATEMENT EXECUTE FUNCTION drw_notify_change()`;

export const stopNotifyingChangesOn = (table: string) =>
  `DROP TRIGGER IF EXISTS ${table}_notify_change ON ${table}`;
