import type PgBoss from 'pg-boss';
import type { EntityManager } from 'typeorm';

/**
 * The outbox: a job queued inside the transaction that writes the row it is about, so it exists
 * if and only if that row commits. A crash right after the commit loses nothing (the job is in
 * the database) and a failed write queues nothing. Workers on any instance run it later.
 *
 *   await ds.transaction(async (m) => {
 *     const row = await m.save(Reply, …);
 *     await outbox.enqueue(m, 'reply-mail', { replyId: row.id });
 *   });
 */
export interface Outbox {
  enqueue(
    m: EntityManager,
    queue: string,
    data: object,
    options?: { singletonKey?: string },
  ): Promise<void>;
}

/** pg-boss's `send` on the transaction's own connection (its `db` option). */
export function pgBossOutbox(boss: PgBoss): Outbox {
  return {
    async enqueue(m, queue, data, options = {}) {
      const db: PgBoss.Db = {
        executeSql: async (text, values) => ({ rows: await m.query(text, values) }),
      };
      await boss.send(queue, data, { ...options, db });
    },
  };
}
