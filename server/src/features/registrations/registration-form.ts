import { AppError, validationError, type FieldError } from '../../errors';
import { numberish } from '../../http/rest-names';
import { formLabels } from '../../records/declaration';
import type { Services } from '../../services';
import { localeOfPage, pageForm } from '../../ssr/form-post';
import { validateInput } from '../../validation';
import { DocumentKind, REQUIRED_DOCUMENTS } from '../partner-documents/document-kinds';
import { DOCUMENT_LABELS } from '../partner-documents/document-input';
import { paperFile, readPapersBody } from '../partner-documents/papers-form-body';
import { RegistrationKind } from './registration.entity';
import { RegistrationRequestInput } from './registration.inputs';
import { registrationRecord } from './registration.record';

/** Each kind's page (client/src/site/siteRoutes.tsx), in English; the Bangla one is /bn/…. */
const PAGES: Record<string, RegistrationKind> = {
  '/registration/driver': RegistrationKind.DRIVER,
  '/registration/customer': RegistrationKind.CUSTOMER,
  '/registration/fleet-partner': RegistrationKind.FLEET_PARTNER,
  '/parcel/merchant-registration': RegistrationKind.MERCHANT,
};

const KINDS = Object.values(DocumentKind);

/**
 * The form's text controls (client/src/site/registration/RegistrationFormIsland.tsx): the details,
 * then each paper's number and expiry under the names the partner-documents service gives its
 * problems (`NID.number`, `NID.expiresOn`; the file is `NID.file`), so no renaming is needed.
 */
const FIELDS = [
  'name',
  'countryCode',
  'phone',
  'email',
  'city',
  'vehicleType',
  'fleetSize',
  'businessName',
  'productCategory',
  ...KINDS.flatMap((k) => [`${k}.number`, `${k}.expiresOn`]),
] as const;
type Field = (typeof FIELDS)[number];

const LABELS: Partial<Record<Field, string>> = {
  ...formLabels(registrationRecord),
  businessName: 'Business name',
  ...Object.fromEntries(KINDS.map((k) => [`${k}.number`, `${DOCUMENT_LABELS[k]} number`])),
};

/** The kind a page registers: its path without the /bn prefix. */
const kindOfPage = (path: string): RegistrationKind | undefined =>
  PAGES[path.replace(/^\/bn(?=\/)/, '').replace(/\/$/, '')];

/** The problems of `check`, on their fields; anything else (a fault of ours) thrown. */
async function problemsOf(check: () => Promise<unknown>): Promise<FieldError[]> {
  try {
    await check();
    return [];
  } catch (err) {
    if (err instanceof AppError && err.fields.length) return err.fields;
    throw err;
  }
}

/**
 * A registration form without JavaScript: a plain multipart POST with the papers its kind
 * requires (PRODUCT.md §23). The details and every paper are checked first, all problems at once
 * on their fields in the page's language, and nothing is stored unless all are right; then the
 * files are stored (images without what the camera wrote) and the registration with its papers'
 * rows in one transaction. Rate-limited as every public write; answered with the page again,
 * with the reference or with the errors and what was typed (files must be attached again).
 */
export function registrationForm(services: Services) {
  const papers = services.partnerDocuments;
  return pageForm({
    form: 'registration',
    paths: Object.keys(PAGES).flatMap((p) => [p, `/bn${p}`]),
    read: readPapersBody(papers.maxBytes),
    fields: FIELDS,
    labels: LABELS,
    url: (req) => req.path,
    store: async (values, req) => {
      const kind = kindOfPage(req.path)!;
      const raw = {
        ...values,
        kind,
        // Bangladesh's unless the visitor gave another (the form shows +880 to begin with).
        countryCode: values.countryCode || '+880',
        email: values.email || null,
        // Not chosen: "is required", as the island says (an empty choice is not a vehicle type).
        vehicleType: values.vehicleType || undefined,
        fleetSize: numberish(values.fleetSize),
        locale: localeOfPage(req.path),
      };
      const uploads = (REQUIRED_DOCUMENTS[kind] ?? []).map((k) => ({
        kind: k,
        number: values[`${k}.number`],
        expiresOn: values[`${k}.expiresOn`],
        file: paperFile(req, k),
      }));
      let checked: Awaited<ReturnType<typeof papers.checkRequired>> = [];
      const problems = [
        ...(await problemsOf(() => validateInput(RegistrationRequestInput, raw))),
        ...(await problemsOf(async () => {
          checked = await papers.checkRequired(kind, uploads);
        })),
      ];
      if (problems.length) throw validationError(problems);
      const stored = await papers.store(checked);
      try {
        const saved = await services.registrations.create(raw, undefined, (m, row) =>
          papers.insert(m, row.id, stored),
        );
        return { form: 'registration', values: {}, errors: {}, reference: saved.reference };
      } catch (err) {
        await papers.removeFiles(stored.map((s) => s.key));
        throw err;
      }
    },
  });
}
