import type { EntityManager } from 'typeorm';
import type { Config } from '../../config';
import type { RetentionSetting } from '../../records/declaration';
import { completePlan, emptyPlan, type ErasePlan } from '../../records/erase';
import type { PersonalRecord } from '../../records/personal-data';

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
