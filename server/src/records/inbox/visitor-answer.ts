/** The fields of a visitor's request that only staff set, or that record consent. */
interface VisitorRow {
  statusNote: string | null;
  visitorNote: string | null;
  assigneeId: number | null;
  privacyNoticeVersion: number | null;
  consentedAt: Date | null;
}

/**
 * What a visitor is answered about what they sent (PRODUCT.md §19): what they sent, with id,
 * reference, status and createdAt; none of staff's fields (their notes, the owner) nor the consent record.
 * Staff's notes are empty when a row is made; a replay or a reload must not fill them in.
 */
export function visitorAnswer<R extends VisitorRow>(row: R): R {
  const answer = Object.assign(Object.create(Object.getPrototypeOf(row) as object) as R, row);
  answer.statusNote = null;
  answer.visitorNote = null;
  answer.assigneeId = null;
  delete (answer as Partial<VisitorRow>).privacyNoticeVersion;
  delete (answer as Partial<VisitorRow>).consentedAt;
  return answer;
}
