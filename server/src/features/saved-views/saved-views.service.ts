import type { Deps } from '../../deps';
import { fieldError, forbidden, notFound } from '../../errors';
import type { InboxService } from '../../records/inbox/inbox.resolver';
import type { RequestKind } from '../../records/inbox/request-step.entity';
import type { AuthUser } from '../../identity/tokens';
import { validateInput } from '../../validation';
import { SavedView, SavedViewInput } from './saved-view.entity';

/** A staff member keeps a handful of views; a role's are an admin's few. */
const MAX_VIEWS = 30;
const STATE = /^[A-Z_]{1,20}$/;

/** One's own views and one's role's: never another's, nor another role's. */
const mayRead = (view: SavedView, user: AuthUser) =>
  view.ownerId === user.id || view.role === user.role;
/** One's own; a role's only by an admin. */
const mayChange = (view: SavedView, user: AuthUser) =>
  view.ownerId === user.id || (view.role !== null && user.role === 'admin');

/**
 * Saved views (PRODUCT.md §22): an inbox's filters and search by name, in the sidebar with how
 * many rows each shows now (counted as the list counts them: the Late view from the partial
 * index on reply_by, a status from its index, a search from the word index).
 */
export class SavedViewService {
  constructor(
    private readonly deps: Deps,
    private readonly inboxes: Record<RequestKind, InboxService<unknown>>,
  ) {}

  private get repo() {
    return this.deps.db.getRepository(SavedView);
  }

  /** The views `user` may see, a role's first, each with its count (the lists are admins'). */
  async views(user: AuthUser): Promise<SavedView[]> {
    const rows = await this.repo
      .createQueryBuilder('v')
      .where('v.ownerId = :id OR v.role = :role', { id: user.id, role: user.role })
      .orderBy('v.role', 'ASC', 'NULLS LAST')
      .addOrderBy('v.name', 'ASC')
      .getMany();
    for (const view of rows) view.count = user.role === 'admin' ? await this.count(view) : null;
    return rows;
  }

  private async count(view: SavedView): Promise<number> {
    const args = {
      page: 1,
      pageSize: 1,
      search: view.search,
      status: view.status,
      late: view.late,
    };
    return (await this.inboxes[view.kind].list(args, {}, ['id'])).total;
  }

  /** Saves a new view (id null) or changes one of one's own (a role's: admins only). */
  async save(id: number | null, raw: unknown, user: AuthUser): Promise<SavedView> {
    const input = await validateInput(SavedViewInput, raw);
    if (input.forRole && user.role !== 'admin')
      throw forbidden('Only an admin saves a view for a role');
    if (input.status && !STATE.test(input.status))
      throw fieldError('status', 'status must be a workflow state');
    const before = id === null ? null : await this.repo.findOneBy({ id });
    // Another's view is not found rather than refused: its existence is not told.
    if (id !== null && (!before || !mayRead(before, user))) throw notFound('Saved view');
    if (before && !mayChange(before, user)) throw forbidden('Only an admin changes a role’s view');
    if (!before && (await this.repo.countBy({ ownerId: user.id })) >= MAX_VIEWS)
      throw fieldError('name', `You can keep at most ${MAX_VIEWS} saved views`);
    const view = await this.repo.save({
      ...(before ?? {}),
      name: input.name.trim(),
      kind: input.kind,
      search: input.search?.trim() || null,
      status: input.status || null,
      late: Boolean(input.late),
      ownerId: input.forRole ? null : user.id,
      role: input.forRole ?? null,
    });
    view.count = user.role === 'admin' ? await this.count(view) : null;
    return view;
  }

  async remove(id: number, user: AuthUser): Promise<void> {
    const view = await this.repo.findOneBy({ id });
    if (!view || !mayRead(view, user)) throw notFound('Saved view');
    if (!mayChange(view, user)) throw forbidden('Only an admin changes a role’s view');
    await this.repo.delete(id);
  }
}
