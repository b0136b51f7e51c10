import type { Deps } from '../../deps';
import { isUniqueViolation } from '../../database/pg-errors';
import { conflict } from '../../errors';
import { validateInput } from '../../validation';
import type { Actor } from '../../records/activity-log';
import { NEWEST_FIRST, RecordService } from '../../records/record.service';
import { FareRate, PlaceType } from './fare-rate.entity';
import { FareRateInput, FareRoute } from './fare-rate.inputs';

const duplicate = (from: string, to: string) =>
  conflict(`A fare rate from ${from} to ${to} already exists`);

export class FareRateService extends RecordService<FareRate> {
  constructor(deps: Deps) {
    super(deps, {
      entity: FareRate,
      label: 'Fare rate',
      orderBy: NEWEST_FIRST,
      searchIn: ['from', 'to'],
      describe: (r) => `${r.from} → ${r.to}, ${r.fareRate}`,
    });
  }

  /** Adds a rate; the pair must be new, ignoring case (checked first, and by a unique index). */
  async create(raw: unknown, actor: Actor): Promise<FareRate> {
    const { from, to, fareRate } = await validateInput(FareRateInput, raw);
    if (await this.lookup(from, to)) throw duplicate(from, to);
    try {
      return await this.createLogged(this.repo.create({ from, to, fareRate }), actor);
    } catch (err) {
      // Two admins adding the same pair at once: the index decides, the message stays friendly.
      if (isUniqueViolation(err)) throw duplicate(from, to);
      throw err;
    }
  }

  /** The rate for a route, ignoring case and surrounding spaces, or null when there is none. */
  async fare(raw: { from?: unknown; to?: unknown }): Promise<FareRate | null> {
    const { from, to } = await validateInput(FareRoute, raw);
    return this.lookup(from, to);
  }

  /** Distinct place names, sorted (ignoring case): starts, ends, or both when `type` is absent. */
  async places(type?: PlaceType | null): Promise<string[]> {
    const columns =
      type === PlaceType.FROM
        ? ['from_place']
        : type === PlaceType.TO
          ? ['to_place']
          : ['from_place', 'to_place'];
    const union = columns.map((c) => `SELECT ${c} AS name FROM fare_rates`).join(' UNION ALL ');
    const rows: { name: string }[] = await this.ds.query(
      `SELECT name FROM (
         SELECT DISTINCT ON (LOWER(name)) name FROM (${union}) p ORDER BY LOWER(name), name
       ) d ORDER BY LOWER(name), name`,
    );
    return rows.map((r) => r.name);
  }

  private lookup(from: string, to: string): Promise<FareRate | null> {
    return this.repo
      .createQueryBuilder('r')
      .where('LOWER(r.from) = LOWER(:from) AND LOWER(r.to) = LOWER(:to)', { from, to })
      .getOne();
  }
}
