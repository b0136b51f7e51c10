import type { Deps } from '../../deps';
import { write } from '../../database/write';
import { isUniqueViolation } from '../../database/pg-errors';
import { conflict, notFound, validationError } from '../../errors';
import type { PublicWriteLimit } from '../../limits';
import type { Actor } from '../../records/activity-log';
import { changesOf, plainFields } from '../../records/changes';
import { RecordService } from '../../records/record.service';
import { todayInDhaka, validateInput } from '../../validation';
import { checkPriceArgs, priceParcel, type Language, type ParcelQuote } from './parcel-price';
import { ZONE_LABELS } from './parcel-rate.card';
import { ParcelRateCard } from './parcel-rate.entity';
import { ParcelRateCardInput } from './parcel-rate.inputs';

const taka = (card: ParcelRateCard) =>
  card.zones.map((z) => `${ZONE_LABELS[z.zone].en} ${z.halfKg}/${z.oneKg}/+${z.extraKg}`);

/**
 * Parcel rate cards: staff add a card in force from a date (today or later, in Dhaka); the card
 * in force is the latest whose date has come. Past cards are never changed (what a merchant was
 * charged stays explainable); a card not yet in force may be replaced or deleted. Every change
 * is in the activity log.
 */
export class ParcelRateService extends RecordService<ParcelRateCard> {
  constructor(
    deps: Deps,
    private readonly limit: PublicWriteLimit,
  ) {
    super(deps, {
      entity: ParcelRateCard,
      label: 'Parcel rate card',
      orderBy: [
        ['effectiveFrom', 'DESC'],
        ['id', 'DESC'],
      ],
      searchIn: ['effectiveFrom'],
      describe: (c) =>
        `from ${c.effectiveFrom}: ${taka(c).join(', ')}, COD ${c.codBasisPoints / 100} %, return ${c.returnCharge}`,
    });
  }

  /** Today in Dhaka, by the app's clock (a test's fixed clock moves the day). */
  today(): string {
    return todayInDhaka(this.deps.clock.now());
  }

  /** The card in force today (Dhaka), or null before the first one. */
  current(): Promise<ParcelRateCard | null> {
    return this.repo
      .createQueryBuilder('c')
      .where('c.effective_from <= :today', { today: this.today() })
      .orderBy('c.effective_from', 'DESC')
      .getOne();
  }

  /** Saves a card from its date; one already set for that date (not yet past) is replaced. */
  async save(raw: unknown, actor: Actor): Promise<ParcelRateCard> {
    const input = await validateInput(ParcelRateCardInput, raw);
    const zones = input.zones.map(({ zone, halfKg, oneKg, extraKg }) => ({
      zone,
      halfKg,
      oneKg,
      extraKg,
    }));
    const values = { ...input, zones };
    const same = await this.repo.findOneBy({ effectiveFrom: input.effectiveFrom });
    if (!same) {
      try {
        return await this.createLogged(this.repo.create(values), actor);
      } catch (err) {
        if (isUniqueViolation(err))
          throw conflict(`A rate card from ${input.effectiveFrom} was saved just now: reload`);
        throw err;
      }
    }
    return write(this.deps, actor, async (m, { log, changed }) => {
      const before = { ...same };
      const saved = await m.save(ParcelRateCard, Object.assign(same, values));
      await log({
        action: 'update',
        entity: this.entityName,
        entityId: saved.id,
        changes: changesOf(plainFields(Object.keys(values)), before, values),
        summary: `Updated ${this.describe(saved)}`,
      });
      changed(this.table);
      return saved;
    });
  }

  /** The first card, whatever its date (the seed: a card's input refuses a past date). */
  seedFirst(card: Omit<ParcelRateCard, 'id' | 'createdAt'>, actor: Actor): Promise<ParcelRateCard> {
    return this.createLogged(this.repo.create(card), actor);
  }

  /** Deletes a card not yet in force (one in force or past is history). */
  async deleteUpcoming(id: number, actor: Actor): Promise<void> {
    const card = await this.find(id);
    if (!card) throw notFound('Parcel rate card');
    if (card.effectiveFrom <= this.today())
      throw validationError([
        { field: 'id', message: 'A rate card already in force cannot be deleted' },
      ]);
    await this.delete(id, actor);
  }

  /** A parcel's price on today's card, counted per client IP. */
  async price(
    raw: Record<string, unknown>,
    ip: string,
    lang: Language,
  ): Promise<ParcelQuote & { effectiveFrom: string }> {
    // Counted before it is checked: a flood of bad questions spends the budget too.
    await this.limit.consume(ip);
    const args = checkPriceArgs(raw);
    const card = await this.current();
    if (!card) throw notFound('Parcel rate card');
    return { ...priceParcel(card, args, lang), effectiveFrom: card.effectiveFrom };
  }
}
