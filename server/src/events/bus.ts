import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import type { Logger } from '../logger';

/** The one PostgreSQL channel every instance listens on; the topic travels in the payload. */
export const CHANNEL = 'drw_events';

/**
 * What the app announces. `data_changed` is also raised by PostgreSQL itself: statement
 * triggers on the public content tables (see the change-notifications migration) NOTIFY it
 * on every write, whoever made it. `table` '*' means "anything may have changed" (sent after
 * the listener reconnects, since notifications are not queued while it is away).
 */
export interface Topics {
  data_changed: { table: string };
  /** `forUserId`: for that staff member alone (a mention in a note), not every admin. */
  staff_alert: { kind: string; id: number; title: string; createdAt: string; forUserId?: number };
  /** Raised by PostgreSQL when session rows are deleted (see the sessions migration). */
  sessions_ended: Record<string, never>;
}
export type Topic = keyof Topics;
type Handler<K extends Topic> = (payload: Topics[K]) => void;

interface Envelope {
  topic: string;
  payload: unknown;
  origin?: string;
}

/**
 * Publish/subscribe across every app process sharing the database, over LISTEN/NOTIFY: one
 * listening connection per process. A publish reaches this process's subscribers at once
 * (before the publishing request answers) and the other processes within milliseconds.
 */
export class EventBus {
  readonly origin = randomUUID();
  private readonly handlers = new Map<string, Set<(payload: unknown) => void>>();
  private listener?: Client;
  private closed = false;
  private retryMs = 250;
  private connecting?: Promise<void>;
  private connections = 0;

  constructor(
    private readonly ds: DataSource,
    private readonly log: Logger,
    private readonly connectionString: string | undefined = ds.options.type === 'postgres'
      ? (ds.options.url as string | undefined)
      : undefined,
  ) {}

  /** Opens the listening connection; resolves once LISTEN is in place. */
  start(): Promise<void> {
    this.connecting ??= this.connect().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  /**
   * Which listening connection is up: a new number after every (re)connect, 0 while none is.
   * A cache that trusts the bus to hear of changes holds nothing across a change of this number,
   * since notifications sent while no connection listened are lost.
   */
  get connection(): number {
    return this.listener ? this.connections : 0;
  }

  subscribe<K extends Topic>(topic: K, handler: Handler<K>): () => void {
    let set = this.handlers.get(topic);
    if (!set) this.handlers.set(topic, (set = new Set()));
    set.add(handler as (payload: unknown) => void);
    return () => set.delete(handler as (payload: unknown) => void);
  }

  /** Local subscribers run now; other processes hear it through NOTIFY (after commit). */
  async publish<K extends Topic>(topic: K, payload: Topics[K]): Promise<void> {
    this.deliver(topic, payload);
    const envelope: Envelope = { topic, payload, origin: this.origin };
    await this.ds.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(envelope)]);
  }

  /**
   * This process's subscribers only. For `data_changed` after a write: the table's trigger
   * already tells the other processes, this makes the writing process consistent at once.
   */
  announceLocally<K extends Topic>(topic: K, payload: Topics[K]): void {
    this.deliver(topic, payload);
  }

  async close(): Promise<void> {
    this.closed = true;
    const l = this.listener;
    this.listener = undefined;
    await l?.end().catch(() => undefined);
  }

  private deliver(topic: string, payload: unknown) {
    for (const handler of this.handlers.get(topic) ?? []) {
      try {
        handler(payload);
      } catch (err) {
        this.log.error({ err, topic }, 'event handler failed');
      }
    }
  }

  private async connect(): Promise<void> {
    if (!this.connectionString) throw new Error('the event bus needs a postgres connection URL');
    const client = new Client({
      connectionString: this.connectionString,
      application_name: 'drw-events',
    });
    client.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      try {
        const env = JSON.parse(msg.payload) as Envelope;
        if (env.origin !== this.origin) this.deliver(env.topic, env.payload);
      } catch (err) {
        this.log.warn({ err }, 'ignored a malformed event');
      }
    });
    const lost = (err?: Error) => {
      if (this.listener !== client) return;
      this.listener = undefined;
      client.end().catch(() => undefined);
      if (this.closed) return;
      this.log.warn({ err }, 'event listener lost its connection; reconnecting');
      setTimeout(() => void this.reconnect(), this.retryMs).unref();
      this.retryMs = Math.min(this.retryMs * 2, 5000);
    };
    client.on('error', lost);
    client.on('end', () => lost());
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.listener = client;
    this.connections++;
    this.retryMs = 250;
  }

  private async reconnect() {
    if (this.closed) return;
    try {
      await this.start();
      // Whatever was announced while we were away is lost: assume everything changed.
      this.deliver('data_changed', { table: '*' });
    } catch (err) {
      this.log.warn({ err }, 'event listener could not reconnect yet');
      setTimeout(() => void this.reconnect(), this.retryMs).unref();
      this.retryMs = Math.min(this.retryMs * 2, 5000);
    }
  }
}
