/**
 * The expiry engine's statements. Each takes the day in Bangladesh (`$1`, a date: the engine
 * works in Asia/Dhaka days, so a document "expires on" the 8th from 00:00 there, 18:00 UTC the
 * 7th) and the required documents as two parallel arrays (`$2` registration kinds, `$3` document
 * kinds: partner-documents' REQUIRED_DOCUMENTS), so only what a registration's kind requires counts.
 */

const REQUIRED = `(SELECT * FROM unnest($2::text[], $3::text[]) AS r(reg_kind, doc_kind))`;

/** A document is valid on day $1 when it is accepted and expires after it (or never). */
const VALID = (doc: string) =>
  `${doc}.state = 'ACCEPTED' AND (${doc}.expires_on IS NULL OR ${doc}.expires_on > $1::date)`;

/**
 * Marks, and answers, the accepted required documents of a live registration that expire within
 * `$4` days (after today) and have not had this reminder — unless a later valid one of the same
 * kind is accepted already. The 7-day reminder marks the 30-day one too: a document accepted six
 * days before it expires gets one mail, not two. `$5` is now.
 */
export const REMIND = `
  WITH due AS (
    SELECT d.id FROM partner_documents d
      JOIN registration_requests g ON g.id = d.registration_id
      JOIN ${REQUIRED} req ON req.reg_kind = g.kind AND req.doc_kind = d.kind
     WHERE d.state = 'ACCEPTED' AND g.status <> 'REJECTED'
       AND d.expires_on > $1::date AND d.expires_on <= $1::date + $4::int
       AND d.reminded_7_at IS NULL AND ($4::int = 7 OR d.reminded_30_at IS NULL)
       AND NOT EXISTS (
         SELECT 1 FROM partner_documents n
          WHERE n.registration_id = d.registration_id AND n.kind = d.kind AND n.id <> d.id
            AND n.state = 'ACCEPTED' AND (n.expires_on IS NULL OR n.expires_on > d.expires_on))
     FOR UPDATE OF d SKIP LOCKED)
  UPDATE partner_documents d
     SET reminded_30_at = coalesce(d.reminded_30_at, $5::timestamptz),
         reminded_7_at = CASE WHEN $4::int = 7 THEN $5::timestamptz ELSE d.reminded_7_at END
    FROM due WHERE d.id = due.id
  RETURNING d.id`;

/**
 * Approved registrations a required document of which has lapsed: an accepted one expired on or
 * before today and no valid one of that kind. Answers each with the first such kind and its day.
 * A registration approved before documents existed has none, and is never suspended here.
 */
export const LAPSED = `
  SELECT DISTINCT ON (g.id) g.id, d.kind, to_char(d.expires_on, 'YYYY-MM-DD') AS "expiresOn"
    FROM registration_requests g
    JOIN ${REQUIRED} req ON req.reg_kind = g.kind
    JOIN partner_documents d
      ON d.registration_id = g.id AND d.kind = req.doc_kind
     AND d.state = 'ACCEPTED' AND d.expires_on <= $1::date
   WHERE g.status = 'APPROVED'
     AND NOT EXISTS (
       SELECT 1 FROM partner_documents v
        WHERE v.registration_id = g.id AND v.kind = d.kind AND ${VALID('v')})
   ORDER BY g.id, d.expires_on, d.kind`;

/**
 * Registrations this engine suspended whose required documents are all valid again: every
 * required kind they have any document of has a valid accepted one (a replacement still waiting
 * for review does not count). Staff's own suspensions are not in document_suspensions.
 */
export const RESTORED = `
  SELECT g.id FROM registration_requests g
    JOIN document_suspensions s ON s.registration_id = g.id
   WHERE g.status = 'SUSPENDED'
     AND NOT EXISTS (
       SELECT 1 FROM ${REQUIRED} req
        WHERE req.reg_kind = g.kind
          AND EXISTS (SELECT 1 FROM partner_documents a
                       WHERE a.registration_id = g.id AND a.kind = req.doc_kind)
          AND NOT EXISTS (SELECT 1 FROM partner_documents v
                           WHERE v.registration_id = g.id AND v.kind = req.doc_kind AND ${VALID('v')}))
   ORDER BY g.id`;

/** The engine's mark on a registration it suspended: answers the id when it is new. */
export const MARK_SUSPENDED = `
  INSERT INTO document_suspensions (registration_id, kind, expired_on) VALUES ($1, $2, $3::date)
  ON CONFLICT (registration_id) DO NOTHING RETURNING registration_id`;

export const UNMARK_SUSPENDED = `DELETE FROM document_suspensions WHERE registration_id = $1`;

/** What a reminder e-mail needs: the document and its partner's address and language. */
export const REMINDER_OF = `
  SELECT d.kind, to_char(d.expires_on, 'YYYY-MM-DD') AS "expiresOn", g.reference, g.name,
         g.email, g.locale, g.kind AS "registrationKind"
    FROM partner_documents d JOIN registration_requests g ON g.id = d.registration_id
   WHERE d.id = $1 AND d.state = 'ACCEPTED'`;

/**
 * Moves a registration between APPROVED and SUSPENDED (`$2` → `$3`), which staff cannot (the
 * workflow leaves it to this engine): the row, only if it is still in `$2`; answers its e-mail
 * and language when it moved.
 */
export const MOVE = `
  UPDATE registration_requests SET status = $3, status_note = NULL, visitor_note = NULL
   WHERE id = $1 AND status = $2
  RETURNING email, locale`;

/** The move's notes: staff's (`$2`), and the partner's in their language (`$3`). */
export const NOTES = `UPDATE registration_requests SET status_note = $2, visitor_note = $3 WHERE id = $1`;

/** The move's step in the request's history (the status page, the partner's e-mail). */
export const STEP = `
  INSERT INTO request_steps (kind, request_id, status, visitor_note)
  VALUES ('REGISTRATION', $1, $2, $3) RETURNING id`;
