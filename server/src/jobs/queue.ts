import PgBoss from 'pg-boss';
import type { EntityManager } from 'typeorm';
import type { Logger } from '../logger';
import type { Job, JobQueues, Jobs, JobWorker, Queue } from './jobs';

export interface JobQueueOptions {
  connectionString: string;
  /**
   * The owner's, when the app serves as another role: pg-boss makes its schema and a table per
   * new queue, which only the owner may; `endSetUp()` closes it once every worker is registered.
   */
  ownerConnectionString?: string;
  log: Logger;
  /** How often an idle worker looks for jobs, in seconds (tests make it quick). */
  pollingIntervalSeconds?: number;
  /** Seconds before a first retry, and how many, for every queue (tests); else each worker's. */
  retryDelay?: number;
  retryLimit?: number;
}

/**
 * The app's one job queue: pg-boss (PostgreSQL), started once. A write queues a job inside its
 * transaction (`enqueue(job, m)`: the outbox), so the job exists exactly when the write does;
 * each feature registers its workers (`work`), and pg-boss hands each job to one worker of one
 * instance, retrying with back-off. A queue that no worker serves here (its feature is not
 * configured, e.g. no SMTP for staff alert mail) takes no jobs: they would never run.
 */
export class JobQueue implements Jobs {
  /** The queues served here */
  private readonly served = new Set<Queue>();

  private constructor(
    private readonly boss: PgBoss,
    private readonly o: JobQueueOptions,
    /** the owner's pg-boss, until endSetUp() */
    private owner: PgBoss | undefined,
  ) {}

  static async start(o: JobQueueOptions): Promise<JobQueue> {
    const two = o.ownerConnectionString && o.ownerConnectionString !== o.connectionString;
    const owner = two
      ? new PgBoss({
          connectionString: o.ownerConnectionString,
          application_name: 'drw-jobs-setup',
          max: 1,
          supervise: false,
          schedule: false,
        })
      : undefined;
    owner?.on('error', (err) => o.log.error({ err }, 'job queue set-up error'));
    await owner?.start();
    const boss = new PgBoss({
      connectionString: o.connectionString,
      application_name: 'drw-jobs',
      migrate: !owner,
    });
    boss.on('error', (err) => o.log.error({ err }, 'job queue error'));
    try {
      await boss.start();
    } catch (err) {
      await owner?.stop({ graceful: false, wait: true });
      throw err;
    }
    return new JobQueue(boss, o, owner);
  }

  /** Every worker is registered: the owner's connection is not needed any more. */
  async endSetUp(): Promise<void> {
    const owner = this.owner;
    this.owner = undefined;
    await owner?.stop({ graceful: false, wait: true });
  }

  /** Serves `w.queue` from now on (and queues its start-up job, if it has one). */
  async work<Q extends Queue>(w: JobWorker<Q>): Promise<void> {
    const { queue } = w;
    const settings = {
      name: queue,
      retryLimit: this.o.retryLimit ?? w.retryLimit,
      retryDelay: this.o.retryDelay ?? w.retryDelay,
      retryBackoff: true,
      expireInSeconds: w.expireInSeconds ?? 60,
    };
    // pg-boss's createQueue leaves a queue that exists as it was: the update makes a changed retry
    // setting take effect on the next deployment (and in tests that share a database).
    await (this.owner ?? this.boss).createQueue(queue, settings);
    await this.boss.updateQueue(queue, settings);
    const options = { pollingIntervalSeconds: this.o.pollingIntervalSeconds ?? 2 };
    await this.boss.work<JobQueues[Q]>(
      queue,
      { ...options, includeMetadata: true },
      async ([job]) => {
        const { data } = job;
        try {
          await w.run(data);
        } catch (err) {
          const last = job.retryCount >= job.retryLimit;
          this.o.log.warn({ err, queue, job: job.id, last }, 'a job failed');
          if (last) await w.failed?.(data, err);
          throw err;
        }
      },
    );
    this.served.add(queue);
    // Instances starting in the same minute queue it once (pg-boss: one job per key and slot).
    if (w.atStart)
      await this.boss.send(queue, w.atStart, { singletonKey: 'at-start', singletonSeconds: 60 });
    if (w.cron) await this.boss.schedule(queue, w.cron.schedule, w.cron.data);
  }

  /** Queues `job` with the transaction's own connection (pg-boss's `db` option). */
  async enqueue(job: Job, m: EntityManager): Promise<void> {
    if (!this.served.has(job.queue)) return;
    const db = {
      executeSql: async (text: string, values: unknown[]) => ({
        rows: (await m.query(text, values)) as unknown[],
      }),
    };
    await this.boss.send(job.queue, job.data, { db });
  }

  async stop(): Promise<void> {
    await this.endSetUp();
    await this.boss.stop({ graceful: true, wait: true, timeout: 5000 });
  }
}
