import type { EntityManager } from 'typeorm';

/**
 * The privacy notice's version in the row's language: its CMS revision number (the seed is 1,
 * every save or restore of the page adds one). English when the language has no notice.
 * `visitor` is the row being stored.
 */
const NOTICE_VERSION = `(
  SELECT 1 + (SELECT count(*) FROM cms_page_revisions r WHERE r.page_id = p.id)
  FROM cms_pages p
  WHERE lower(p.slug) = 'privacy-policy' AND p.locale IN (visitor.locale, 'en')
  ORDER BY p.locale = visitor.locale DESC
  LIMIT 1)`;

/**
 * Sending the form is consenting to the privacy notice beside its button: the stored row `id`
 * of `table` keeps that notice's version in the visitor's language and the moment, in the
 * transaction that stores it. Answers them with the reference the database drew for the row.
 */
export async function consentOf(m: EntityManager, table: string, id: number) {
  // An UPDATE answers [rows, count] through TypeORM.
  const [[row]] = await m.query(
    `UPDATE ${table} visitor SET consented_at = visitor.created_at, privacy_notice_version = ${NOTICE_VERSION}
     WHERE id = $1 RETURNING reference, privacy_notice_version, consented_at`,
    [id],
  );
  return {
    reference: row.reference as string,
    privacyNoticeVersion: row.privacy_notice_version as number | null,
    consentedAt: row.consented_at as Date | null,
  };
}
