import { postGraphQLFile } from '../../api/graphqlUpload';
import type { UploadOptions } from '../../api/uploadFetch';
import {
  PublicSubmitPartnerDocumentDocument,
  type DocumentKind,
  type RegistrationKind,
} from '../../gql/islands/graphql';
import type { MessageId, Translate } from '../../i18n/i18n';

/** The papers each kind sends (the server's REQUIRED_DOCUMENTS, PRODUCT.md §23). */
export const REQUIRED_PAPERS: Record<RegistrationKind, DocumentKind[]> = {
  DRIVER: ['NID', 'DRIVING_LICENCE', 'VEHICLE_REGISTRATION', 'TAX_TOKEN', 'FITNESS', 'INSURANCE'],
  CUSTOMER: [],
  FLEET_PARTNER: ['TRADE_LICENCE'],
  MERCHANT: ['TRADE_LICENCE', 'OWNER_NID'],
};

/** The papers whose expiry date must be given (the server's EXPIRING). */
const EXPIRING: ReadonlySet<DocumentKind> = new Set<DocumentKind>([
  'DRIVING_LICENCE',
  'TAX_TOKEN',
  'FITNESS',
  'INSURANCE',
  'TRADE_LICENCE',
]);

export const expires = (kind: DocumentKind) => EXPIRING.has(kind);

/** What the server takes: photos (re-encoded without metadata there) or PDF scans. */
export const PAPER_TYPES = 'image/jpeg,image/png,image/webp,application/pdf';
const MAX_PAPER_BYTES = 10 * 1024 * 1024;
const MAX_NUMBER = 40;

/** A paper's controls by name, as the server names its problems (`NID.number`…). */
export const paperField = (kind: DocumentKind, part: 'number' | 'expiresOn' | 'file') =>
  `${kind}.${part}`;

/** A paper's label in the page's language: its name, or one of its parts. */
export const paperLabel = (
  t: Translate,
  kind: DocumentKind,
  part?: 'number' | 'expiresOn' | 'file',
) => t((part ? `doc.${kind}.${part}` : `doc.${kind}`) as MessageId);

/** The papers' values of a form: each number and expiry as typed, each file (null until chosen). */
export type PaperValues = Record<string, string | File | null>;

export function emptyPapers(kinds: DocumentKind[]): PaperValues {
  return Object.fromEntries(
    kinds.flatMap((k) => [
      [paperField(k, 'number'), ''],
      [paperField(k, 'expiresOn'), ''],
      [paperField(k, 'file'), null],
    ]),
  );
}

const asciiDigits = (text: string) =>
  text.replace(/[\u09E6-\u09EF]/g, (d) => String(d.charCodeAt(0) - 0x09e6));

/** Today in Dhaka, YYYY-MM-DD: a paper expiring before it cannot be accepted. */
export const dhakaToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(now);

/** A real calendar date written YYYY-MM-DD in Bangla or ASCII digits, as ASCII; else null. */
export function readDate(typed: string): string | null {
  const date = asciiDigits(typed).trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date
    ? date
    : null;
}

type Rule = (value: never) => string | null;

/**
 * The server's rules for each paper, in the page's language, run before anything is sent: the
 * number (required, at most 40 characters), the expiry (a real date, not past; required where the
 * paper has one), the file (required, an image or a PDF of at most 10 MB).
 */
export function paperRules(kinds: DocumentKind[], t: Translate, today: string) {
  const rules: Record<string, Rule> = {};
  for (const kind of kinds) {
    const number = paperLabel(t, kind, 'number');
    const expiry = paperLabel(t, kind, 'expiresOn');
    const file = paperLabel(t, kind, 'file');
    rules[paperField(kind, 'number')] = (value: string) => {
      const text = (value ?? '').trim();
      if (!text) return t('validation.required', { label: number });
      return text.length > MAX_NUMBER
        ? t('validation.maxLength', { label: number, max: MAX_NUMBER })
        : null;
    };
    rules[paperField(kind, 'expiresOn')] = (value: string) => {
      const text = (value ?? '').trim();
      if (!text) return expires(kind) ? t('validation.required', { label: expiry }) : null;
      const date = readDate(text);
      if (!date) return t('reg.rule.docDate', { label: expiry });
      return date < today ? t('reg.rule.docPast', { label: expiry }) : null;
    };
    rules[paperField(kind, 'file')] = (value: File | null) => {
      if (!value) return t('validation.required', { label: file });
      if (!PAPER_TYPES.split(',').includes(value.type))
        return t('reg.rule.docType', { label: file });
      return value.size > MAX_PAPER_BYTES ? t('reg.rule.docSize', { label: file }) : null;
    };
  }
  return rules;
}

/** One paper as the form held it when the registration was stored. */
export interface HeldPaper {
  kind: DocumentKind;
  number: string;
  expiresOn: string;
  file: File;
}

/** The papers of a kind as the form holds them (checked: each has its file), to send. */
export const heldPapers = (kind: RegistrationKind, values: PaperValues): HeldPaper[] =>
  REQUIRED_PAPERS[kind].map((paper) => ({
    kind: paper,
    number: String(values[paperField(paper, 'number')] ?? '').trim(),
    expiresOn: String(values[paperField(paper, 'expiresOn')] ?? '').trim(),
    file: values[paperField(paper, 'file')] as File,
  }));

/** One paper sent with its registration's reference and phone (submitPartnerDocument). */
export async function sendPaper(
  paper: {
    reference: string;
    contact: string;
    kind: DocumentKind;
    number: string;
    expiresOn: string;
    file: File;
  },
  locale: string,
  options: UploadOptions,
) {
  const { file, expiresOn, ...input } = paper;
  const data = await postGraphQLFile(PublicSubmitPartnerDocumentDocument, file, locale, options, {
    input: { ...input, expiresOn: expiresOn.trim() || null },
  });
  return data.submitPartnerDocument;
}
