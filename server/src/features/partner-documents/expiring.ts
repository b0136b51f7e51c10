import { Arg, Authorized, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { todayInDhaka } from '../../validation';
import { RegistrationKind } from '../registrations/registration.entity';
import { DocumentKind } from './partner-document.entity';

/** The view's window (PRODUCT.md §23): what lapses within 30 days is worth a call now. */
const EXPIRING_DAYS = 30;
/** A page is enough: staff work through it soonest first; the total says how many in all. */
const MAX_ROWS = 200;

/**
 * Accepted papers of active (APPROVED) partners that expire after today and within `$2` days,
 * Asia/Dhaka days (`$1`). Accepted is the live paper of its kind (one non-replaced row per
 * kind), so no newer one can stand beside it. partner_documents_expiry (expires_on WHERE state
 * = 'ACCEPTED') answers the range; the registration is found by its primary key.
 */
const WHERE = `
    FROM partner_documents d JOIN registration_requests g ON g.id = d.registration_id
   WHERE d.state = 'ACCEPTED' AND d.expires_on > $1::date AND d.expires_on <= $1::date + $2::int
     AND g.status = 'APPROVED'`;

export const EXPIRING_SQL = `
  SELECT d.id, d.registration_id AS "registrationId", g.reference, g.name AS "partnerName",
         g.kind AS "registrationKind", d.kind, to_char(d.expires_on, 'YYYY-MM-DD') AS "expiresOn",
         (d.expires_on - $1::date) AS "daysLeft"
  ${WHERE}
   ORDER BY d.expires_on, d.id
   LIMIT ${MAX_ROWS}`;

const COUNT_SQL = `SELECT count(*)::int AS total ${WHERE}`;

@ObjectType({ description: 'An accepted document of an active partner that expires soon' })
class ExpiringDocument {
  @Field(() => Int, { description: 'The document’s id' })
  id: number;

  @Field(() => Int)
  registrationId: number;

  @Field({ description: 'The registration’s reference, DR-XXXX-XXXX' })
  reference: string;

  @Field({ description: 'The partner’s name as registered' })
  partnerName: string;

  @Field(() => RegistrationKind)
  registrationKind: RegistrationKind;

  @Field(() => DocumentKind)
  kind: DocumentKind;

  @Field({ description: 'A Dhaka date, YYYY-MM-DD' })
  expiresOn: string;

  @Field(() => Int, { description: 'Days from today (Asia/Dhaka) to the expiry day, 1 to 30' })
  daysLeft: number;
}

@ObjectType({ description: 'The documents expiring soon, soonest first, and how many in all' })
export class ExpiringDocuments {
  @Field(() => Int)
  total: number;

  @Field(() => Int, { description: 'The window, in days from today' })
  days: number;

  @Field(() => [ExpiringDocument], { description: `At most ${MAX_ROWS}, soonest first` })
  items: ExpiringDocument[];
}

/** The "Expiring in 30 days" view: whose papers lapse next, for admins and compliance staff. */
export async function expiringDocuments(
  db: { query: (sql: string, params: unknown[]) => Promise<unknown[]> },
  now: Date,
  countOnly = false,
): Promise<ExpiringDocuments> {
  const params = [todayInDhaka(now), EXPIRING_DAYS];
  const [{ total }] = (await db.query(COUNT_SQL, params)) as { total: number }[];
  const items =
    countOnly || total === 0 ? [] : ((await db.query(EXPIRING_SQL, params)) as ExpiringDocument[]);
  return { total, days: EXPIRING_DAYS, items };
}

@Resolver(() => ExpiringDocuments)
export class ExpiringDocumentsResolver {
  @Authorized('admin', 'compliance')
  @Query(() => ExpiringDocuments, {
    description:
      'Admins and compliance: accepted documents of active partners expiring within 30 days (Asia/Dhaka), soonest first',
  })
  expiringDocuments(
    @Arg('countOnly', () => Boolean, {
      defaultValue: false,
      description: 'Only the total (the sidebar’s count)',
    })
    countOnly: boolean,
    @Ctx() ctx: Context,
  ): Promise<ExpiringDocuments> {
    return ctx.services.partnerDocuments.expiring(countOnly);
  }
}
