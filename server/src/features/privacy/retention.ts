import type { EntityManager } from 'typeorm';
import type { Config } from '../../config';
import type { RetentionSetting } from '../../records/declaration';
import { completePlan, emptyPlan, type ErasePlan } from '../../records/erase';
import type { PersonalRecord } from '../../records/personal-data';
import { backToTrash, untrashWhere, type Trashed } from '../../records/trash';

export type RetentionDays = Pick<Config, RetentionSetting>;

/**
 * What the retention job erases at `now`: each declared record's rows past its retention (its
 * setting's days, its `expired` condition: a message's last change, a booking's journey date, a
 * registration's rejection), and the files rows carry past theirs (the row itself stays). The
 * same plan as an erase: eraseRows deletes it.
 */
export async function retentionPlan(
  m: EntityManager,
  records: PersonalRecord[],
  now: Date,
  days: RetentionDays,
): Promise<ErasePlan> {
  const plan = emptyPlan();
  for (const { table, privacy } of records) {
    const { setting, expired } = privacy.retention;
    const found: { id: number }[] = await m.query(`SELECT t.id FROM ${table} t WHERE ${expired}`, [
      now,
      days[setting],
    ]);
    plan.rows[privacy.sheet] = found.map((r) => r.id);
    if (!privacy.file) continue;
    const { file } = privacy;
    const files: { id: number; stored_name: string }[] = await m.query(
      `SELECT f.id, f.stored_name FROM ${file.table} f
         JOIN ${table} t ON t.${file.key} = f.id
        WHERE ${file.retention.expired}`,
      [now, days[file.retention.setting]],
    );
    for (const f of files)
      plan.attached.push({ table: file.table, id: f.id, storedName: f.stored_name });
  }
  return completePlan(m, records, plan);
}

/**
 * Puts back, inside the retention run's transaction, the rows in Trash that may be past their
 * retention (read from Trash, a message's replies and steps are not in their tables: its
 * condition sees fewer changes), so that its plan erases them for good with the rest: retention
 * goes past Trash. Answers a function that sends back to Trash those its plan kept.
 */
export async function untrashExpired(
  m: EntityManager,
  records: PersonalRecord[],
  now: Date,
  days: RetentionDays,
): Promise<(plan: ErasePlan) => Promise<void>> {
  const back: Trashed[] = [];
  for (const { table, privacy } of records) {
    const { setting, expired } = privacy.retention;
    back.push(...(await untrashWhere(m, table, expired, [now, days[setting]])));
  }
  const byTable = new Map(records.map((r) => [r.table, r.privacy]));
  return (plan) =>
    backToTrash(
      m,
      back,
      (e) => (plan.rows[byTable.get(e.table_name)!.sheet] ?? []).includes(e.row_id),
      (table) => byTable.get(table)?.kind,
    );
}
