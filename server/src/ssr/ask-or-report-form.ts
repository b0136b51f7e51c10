import type { Locale } from '../i18n/messages';
import { countPublicWrite } from '../limits';
import type { Services } from '../services';
import type { CheckPost, FormPost, VerifyPost } from './contract';
import { localeOfPage, pageForm, type PageForm } from './form-post';

type AskOrReportPost = CheckPost | VerifyPost;

/** What an answer adds to the page: `{ checked }`, `{ verified }`. */
type Answer<P extends AskOrReportPost> = Omit<
  P,
  'form' | 'values' | 'errors' | 'problem' | 'reported'
>;

/** One "ask us, or report it" form: what differs between /check and /verify. */
interface AskOrReport<P extends AskOrReportPost, F extends string> {
  form: P['form'];
  /** Its page in English and in Bangla. */
  paths: string[];
  /** The one thing asked about, and how messages name it (refuseUnstorable). */
  field: F;
  label: string;
  /** The answer to a question (the service keeps its own per-IP look-up limit). */
  ask: (value: string, ip: string) => Promise<Answer<P>>;
  /** Stores a report in the staff inbox: its reference. */
  report: (values: Record<F | 'note', string>, locale: Locale) => Promise<string>;
}

/**
 * A public form that asks whether something is ours ("Is this really us?", "Verify a captain"),
 * with or without JavaScript: a POST (what is asked about may be someone's number or plate and
 * never goes in a URL, a log or a cache), answered with the page rendered again with the answer,
 * the same fields whatever was found. `intent=report` stores what was asked about, with a note,
 * as a fraud report in the staff inbox instead, counted as a public write; the form then empties.
 */
export function askOrReportForm<P extends AskOrReportPost, F extends string>(
  services: Services,
  o: AskOrReport<P, F>,
): PageForm {
  type Field = F | 'note' | 'intent';
  const fields: Field[] = [o.field, 'note', 'intent'];
  return pageForm<Field>({
    form: o.form,
    paths: o.paths,
    fields,
    labels: { [o.field]: o.label, note: 'Note' } as Partial<Record<Field, string>>,
    readOnly: true,
    url: (req) => req.path,
    store: async (values, req) => {
      const ip = req.ip ?? 'unknown';
      const shown = (value: string) => ({ [o.field]: value, note: '' });
      if (values.intent === 'report') {
        await countPublicWrite(services.publicWrites, req.auth?.user, ip);
        const reported = await o.report(values, localeOfPage(req.path));
        return { form: o.form, values: shown(''), errors: {}, reported } as FormPost;
      }
      const answer = await o.ask(values[o.field], ip);
      return { form: o.form, values: shown(values[o.field]), errors: {}, ...answer } as FormPost;
    },
  });
}
