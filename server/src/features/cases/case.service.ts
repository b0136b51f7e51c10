import { In } from 'typeorm';
import { write } from '../../database/write';
import type { Deps } from '../../deps';
import { fieldError, notFound } from '../../errors';
import type { Actor } from '../../records/activity-log';
import { changesOf } from '../../records/changes';
import { ASSIGNEE } from '../../records/declaration-visitor';
import { blockedBy, bulkIds } from '../../records/inbox/bulk';
import type { RequestKind } from '../../records/inbox/request-step.entity';
import { User } from '../auth/user.entity';
import { messageRecord } from '../messages/message.record';
import { registrationRecord } from '../registrations/registration.record';
import { reservationRecord } from '../reservations/reservation.record';

/** Each kind of request: its table, its GraphQL type (the activity log's entity) and its name. */
export const INBOXES: Record<
  RequestKind,
  { table: string; entity: string; label: string; page: (id: number) => string }
> = {
  MESSAGE: {
    table: messageRecord.table,
    entity: messageRecord.type,
    label: 'Message',
    page: (id) => `/dashbord/viewMessage/${id}`,
  },
  RESERVATION: {
    table: reservationRecord.table,
    entity: reservationRecord.type,
    label: 'Reservation',
    page: (id) => `/dashbord/viewReservation?q=${id}`,
  },
  REGISTRATION: {
    table: registrationRecord.table,
    entity: registrationRecord.type,
    label: 'Registration',
    page: (id) => `/dashbord/registrations?q=${id}`,
  },
};

/** A request staff can see: its kind is one we know and the row exists. */
export async function requestRow(
  m: { query: Deps['db']['query'] },
  kind: RequestKind,
  id: number,
): Promise<{ id: number; reference: string } | null> {
  const inbox = INBOXES[kind];
  if (!inbox) throw fieldError('kind', 'kind must be MESSAGE, RESERVATION or REGISTRATION');
  const [row] = await m.query<{ id: number; reference: string }[]>(
    `SELECT id, reference FROM ${inbox.table} WHERE id = $1`,
    [id],
  );
  return row ?? null;
}

/**
 * Who owns a request (PRODUCT.md §22): staff assign requests to a colleague (or to nobody), and
 * say whether they are on duty; new requests go round robin to the on-duty colleagues
 * (records/inbox/assignment.ts, at the moment a request arrives).
 */
export class CaseService {
  constructor(private readonly deps: Deps) {}

  /** Gives 1-100 requests of one kind to `userId` (an active admin) or to nobody: all or nothing. */
  async assign(kind: RequestKind, rawIds: unknown, userId: number | null, actor: Actor) {
    const inbox = INBOXES[kind];
    if (!inbox) throw fieldError('kind', 'kind must be MESSAGE, RESERVATION or REGISTRATION');
    const ids = bulkIds(rawIds);
    return write(this.deps, actor, async (m, fx) => {
      let owner: User | null = null;
      if (userId !== null) {
        owner = await m.findOneBy(User, { id: userId });
        // Only admins work the inbox: an editor could not open what they were given.
        if (!owner || !owner.active || owner.role !== 'admin') {
          throw fieldError('userId', 'Assign to an active admin account, or to nobody');
        }
      }
      // The owner before, by name: the log's "what changed" reads names, not account numbers.
      const rows = await m.query<{ id: number; reference: string; owner: string | null }[]>(
        `SELECT t.id, t.reference, u.username AS owner
           FROM ${inbox.table} t LEFT JOIN users u ON u.id = t.assignee_id
          WHERE t.id = ANY($1) ORDER BY t.id FOR UPDATE OF t`,
        [ids],
      );
      const found = new Set(rows.map((r) => r.id));
      const missing = ids.filter((id) => !found.has(id));
      if (missing.length) {
        throw blockedBy(
          inbox.label,
          missing.map((id) => ({ id, problem: 'not found' })),
        );
      }
      await m.query(`UPDATE ${inbox.table} SET assignee_id = $1 WHERE id = ANY($2)`, [userId, ids]);
      for (const row of rows) {
        await fx.log({
          action: 'update',
          entity: inbox.entity,
          entityId: row.id,
          changes: changesOf(
            ASSIGNEE,
            { assigneeId: row.owner },
            { assigneeId: owner?.username ?? null },
          ),
          summary: `${inbox.label} ${row.reference}: assigned to ${owner ? owner.username : 'nobody'}`,
        });
      }
      fx.changed(inbox.table);
      return ids.length;
    });
  }

  /** Switches the account's "On duty": whether new requests come to it. */
  async setOnDuty(actor: Actor, onDuty: boolean): Promise<boolean> {
    if (actor.id === null) throw notFound('Account');
    await write(this.deps, actor, async (m, fx) => {
      await m.update(User, actor.id!, { onDuty });
      await fx.log({
        action: 'update',
        entity: 'User',
        entityId: actor.id,
        summary: `${actor.username} is ${onDuty ? 'on duty' : 'off duty'}`,
      });
    });
    return onDuty;
  }

  /** The admins one may assign to, with whether each is on duty (for the owner menu). */
  assignable(): Promise<User[]> {
    return this.deps.db
      .getRepository(User)
      .find({ where: { active: true, role: In(['admin']) }, order: { username: 'ASC' } });
  }
}
