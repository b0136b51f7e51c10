import type { Request } from 'express';
import { AppError } from '../../errors';
import { translateFields } from '../../i18n/localize';
import type { Services } from '../../services';
import { localeOfPage, pageForm } from '../../ssr/form-post';
import type { StatusPost } from '../../ssr/contract';
import { DocumentKind } from '../partner-documents/document-kinds';
import { paperFile, readPapersBody } from '../partner-documents/papers-form-body';
import { promisedWhen } from '../service-levels/promise';
import type { RequestStatusAnswer } from './status.service';

const KINDS = Object.values(DocumentKind);

/**
 * The look-up's two fields; then, for "replace this document", which paper (`document`) and its
 * number and expiry under the names the partner-documents service gives its problems.
 */
const FIELDS = [
  'reference',
  'contact',
  'document',
  ...KINDS.flatMap((k) => [`${k}.number`, `${k}.expiresOn`]),
] as const;
type Field = (typeof FIELDS)[number];
const LABELS = { reference: 'Reference', contact: 'Phone number or e-mail' };

/** What the page shows of a request found: dates as text, the promise in the page's language. */
const shown = (found: RequestStatusAnswer | null, req: Request): StatusPost['found'] =>
  found && {
    ...found,
    steps: found.steps.map((s) => ({ ...s, at: s.at.toISOString() })),
    // The promise in the page's language, as the confirmation mail words it (Dhaka time).
    replyBy: found.replyBy && promisedWhen(found.replyBy, localeOfPage(req.path)),
  };

/**
 * One paper sent again from the status page (a rejected, expired or missing one), with the
 * reference and contact the page was looked up with (posted again in hidden fields, never in the
 * address). Sent: the page again with the paper pending, without counting a second look-up.
 * Refused on its fields: the timeline again (a counted look-up) with the problems on that
 * paper's form, in the page's language.
 */
async function replace(
  services: Services,
  values: Record<Field, string>,
  req: Request,
): Promise<StatusPost> {
  const kind = values.document as DocumentKind;
  const lookup = { reference: values.reference, contact: values.contact };
  const ip = req.ip ?? 'unknown';
  const typed = { number: values[`${kind}.number`], expiresOn: values[`${kind}.expiresOn`] };
  try {
    await services.documentSubmissions.submit(
      { ...lookup, kind, ...typed },
      KINDS.includes(kind) ? paperFile(req, kind) : undefined,
      ip,
    );
  } catch (err) {
    if (!(err instanceof AppError) || !err.fields.length || !KINDS.includes(kind)) throw err;
    const found = await services.requestStatus.lookup(lookup, ip);
    // A paper that may not be sent now (being reviewed, accepted) is said on its form.
    const fields = translateFields(err.fields, localeOfPage(req.path));
    return {
      form: 'status',
      values: { ...lookup, document: kind, ...withKind(kind, typed) },
      errors: Object.fromEntries(
        fields.map((f) => [f.field === 'kind' ? kind : f.field, f.message]),
      ),
      found: shown(found, req),
    };
  }
  const found = await services.requestStatus.again(lookup);
  return { form: 'status', values: lookup, errors: {}, found: shown(found, req), replaced: kind };
}

const withKind = (kind: DocumentKind, typed: { number: string; expiresOn: string }) => ({
  [`${kind}.number`]: typed.number,
  [`${kind}.expiresOn`]: typed.expiresOn,
});

/**
 * The status form, with or without JavaScript: a POST (the contact is personal data and never
 * goes in a URL), looked up by the status service, answered with the page rendered again with
 * the timeline (a registration's papers, each with its state), the one answer for every miss, or
 * what was wrong with what was typed (200, in the page's language) or the limit's message (429).
 * A paper replaced from the page posts here too, multipart (replace above).
 */
export function statusForm(services: Services) {
  return pageForm({
    form: 'status',
    paths: ['/status', '/bn/status'],
    read: readPapersBody(services.partnerDocuments.maxBytes),
    fields: FIELDS,
    labels: LABELS,
    readOnly: true,
    // The page again, without a ?ref= the address may carry: what was posted is what counts.
    url: (req) => req.path,
    store: async (values, req) => {
      if (values.document) return replace(services, values, req);
      const found = await services.requestStatus.lookup(values, req.ip ?? 'unknown');
      return {
        form: 'status',
        // The contact stays in the page (no-store) for its papers' "replace" forms only.
        values: found ? { reference: found.reference, contact: values.contact } : values,
        errors: {},
        found: shown(found, req),
      };
    },
  });
}
