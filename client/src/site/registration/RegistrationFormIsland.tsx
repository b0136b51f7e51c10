import { useState } from 'react';
import { postGraphQL } from '../../api/graphqlFetch';
import {
  PublicCreateRegistrationRequestDocument,
  type RegistrationKind,
  type RegistrationRequestInput,
  type VehicleGroup,
} from '../../gql/islands/graphql';
import { FormProblem } from '../forms/alerts';
import type { RegistrationPost } from '../forms/formPost';
import { selectField, textField } from '../forms/fields';
import { FormSuccess } from '../forms/FormSuccess';
import { ConsentLine } from '../forms/ConsentLine';
import { KeptNotice } from '../forms/KeptNotice';
import { isOffline, newKey } from '../forms/outbox';
import { useKeptForms } from '../forms/useKeptForms';
import { ReferenceLine } from '../forms/ReferenceLine';
import { FormStack, SubmitButton } from '../forms/layout';
import { reportFailure } from '../forms/submit';
import { useIslandForm } from '../forms/useIslandForm';
import { check, declaredLabel, declaredRule, required, requiredText } from '../forms/validation';
import { registrationRequestRecord } from '../../gql/records/registration-request';
import { useLocale, useT, type Translate } from '../../i18n/i18n';
import type { Locale } from '../../i18n/locales';
import {
  CITIES,
  PRODUCT_CATEGORIES,
  REGISTRATION_KINDS,
  VEHICLE_TYPES,
  type Choice,
  type ExtraField,
} from './registrationKinds';
import { PaperFields } from './PaperFields';
import {
  dhakaToday,
  emptyPapers,
  heldPapers,
  paperField,
  paperRules,
  REQUIRED_PAPERS,
  type PaperValues,
} from './papers';
import { PapersSent, usePaperSending } from './PapersSent';

export interface RegistrationValues {
  name: string;
  countryCode: string;
  phone: string;
  email: string;
  city: string;
  vehicleType: string;
  fleetSize: string;
  businessName: string;
  productCategory: string;
}

const EMPTY: RegistrationValues = {
  name: '',
  countryCode: '+880',
  phone: '',
  email: '',
  city: '',
  vehicleType: '',
  fleetSize: '',
  businessName: '',
  productCategory: '',
};

/** As the server allows (its declaration's rules, gql/records/). */
const MAX_FLEET = registrationRequestRecord.rules.maxFleet;

const fleetSize = (t: Translate) => (value: string) =>
  /^\d+$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= MAX_FLEET
    ? null
    : t('reg.rule.fleetSize', { max: MAX_FLEET });

/**
 * The server's rules for one kind of registration, in the page's language; fields the kind does
 * not ask for pass.
 */
export function registrationRules(kind: RegistrationKind, t: Translate, locale: Locale) {
  const { extras } = REGISTRATION_KINDS[kind];
  // The fields every kind asks for, as the server declares them (gql/records/).
  const { fields } = registrationRequestRecord;
  const declared = (name: 'name' | 'phone' | 'email' | 'city') =>
    declaredRule(t, locale, fields[name], name);
  const when = (field: ExtraField, rule: (v: string) => string | null) => (value: string) =>
    extras[field] === 'required' || (extras[field] === 'optional' && value.trim())
      ? rule(value)
      : null;
  return {
    name: declared('name'),
    countryCode: (value: string) =>
      /^\+?\d{1,4}$/.test(value.trim()) ? null : t('reg.rule.countryCode'),
    phone: declared('phone'),
    email: declared('email'),
    city: declared('city'),
    vehicleType: when('vehicleType', required(t, t('reg.field.vehicleType'))),
    fleetSize: when('fleetSize', check(required(t, t('reg.field.fleetSize')), fleetSize(t))),
    businessName: when('businessName', requiredText(t, t('reg.field.businessName'), 120)),
    productCategory: when('productCategory', requiredText(t, t('reg.field.productCategory'), 80)),
  };
}

/** The mutation's input: the common fields plus only what this kind asks for. */
export function registrationInput(
  kind: RegistrationKind,
  values: RegistrationValues,
): RegistrationRequestInput {
  const { extras } = REGISTRATION_KINDS[kind];
  const text = (value: string) => value.trim() || null;
  return {
    kind,
    name: values.name.trim(),
    countryCode: values.countryCode.trim(),
    phone: values.phone.trim(),
    email: text(values.email),
    city: values.city.trim(),
    ...(extras.vehicleType && { vehicleType: values.vehicleType as VehicleGroup }),
    ...(extras.fleetSize && { fleetSize: Number(values.fleetSize) }),
    ...(extras.businessName && { businessName: text(values.businessName) }),
    ...(extras.productCategory && { productCategory: text(values.productCategory) }),
  };
}

/** What the page gives the island (JSON: the server writes it into the page). */
export interface RegistrationFormProps {
  kind: RegistrationKind;
  /** Its no-JS POST as the server answered it (registration-form.ts): stored, or refused. */
  posted?: RegistrationPost | null;
}

type FormValues = RegistrationValues & PaperValues;

/**
 * One registration form for the four kinds: driver captain, customer, fleet partner, merchant,
 * with the papers the kind requires. An island (islands/Island.tsx); without JavaScript the same
 * form posts itself, papers and all, to its page.
 */
export function RegistrationFormIsland({ kind, posted = null }: RegistrationFormProps) {
  const t = useT();
  const locale = useLocale();
  const optional = { description: t('reg.field.optional'), withAsterisk: false };
  const choices = (list: Choice[]) => list.map(({ value, label }) => ({ value, label: t(label) }));
  const config = REGISTRATION_KINDS[kind];
  const { extras } = config;
  const papers = REQUIRED_PAPERS[kind];
  const [done, setDone] = useState<string | null>(posted?.reference ?? null);
  // Refused without JavaScript: the page's summary line above the fields, as the island's own.
  const refused = posted && Object.keys(posted.errors).length > 0;
  const [problem, setProblem] = useState<string | null>(
    posted?.problem ?? (refused ? t('form.correctFields') : null),
  );
  const [loading, setLoading] = useState(false);
  const sending = usePaperSending();
  // Sent without a connection: kept on the phone and sent when it is back (forms/outbox.ts).
  const kept = useKeptForms('registration');
  const initialValues: FormValues = { ...EMPTY, ...emptyPapers(papers) };
  const form = useIslandForm<FormValues>({
    initialValues: posted?.reference
      ? initialValues
      : { ...initialValues, ...(posted?.values as FormValues | undefined) },
    initialErrors: posted?.errors,
    validate: {
      ...registrationRules(kind, t, locale),
      ...paperRules(papers, t, dhakaToday()),
    } as never,
  });

  const submit = form.onSubmit(async (values) => {
    setProblem(null);
    setDone(null);
    setLoading(true);
    kept.clear();
    const key = newKey();
    const variables = { input: { ...registrationInput(kind, values), locale } };
    try {
      const data = await postGraphQL(
        PublicCreateRegistrationRequestDocument,
        variables,
        locale,
        key,
      );
      const { reference } = data.createRegistrationRequest;
      setDone(reference);
      form.reset();
      // Each paper after it, on its own: one that fails says so and can be sent again.
      if (papers.length)
        await sending.send(reference, values.phone.trim(), heldPapers(kind, values));
    } catch (error) {
      if (isOffline(error)) {
        await kept.keep({
          key,
          locale,
          query: PublicCreateRegistrationRequestDocument.toString(),
          variables,
          name: values.name,
        });
        form.reset();
      } else setProblem(reportFailure(error, form, t));
    } finally {
      setLoading(false);
    }
  });

  return (
    // Without JavaScript the form posts itself, papers included, to this page:
    // server/src/features/registrations/registration-form.ts answers it.
    <form
      {...form.formProps}
      onSubmit={submit}
      method="post"
      encType="multipart/form-data"
      noValidate
      aria-label={t(config.pageName)}
    >
      <FormStack>
        {(done ?? kept.sent) && (
          <FormSuccess title={t('reg.received')}>
            {t('reg.thankYou', { next: t(config.success) })}
            <ReferenceLine reference={(done ?? kept.sent?.reference)!} />
            <PapersSent sending={sending} />
          </FormSuccess>
        )}
        <KeptNotice kept={kept} />
        {kept.waiting && papers.length > 0 && <p>{t('reg.docs.keptWithout')}</p>}
        <FormProblem>{problem}</FormProblem>
        {textField(form, 'name', t('reg.field.fullName'), { autoComplete: 'name' })}
        <div style={{ display: 'grid', gridTemplateColumns: '130px 1fr', gap: 12 }}>
          {textField(form, 'countryCode', t('reg.field.countryCode'), {
            autoComplete: 'tel-country-code',
          })}
          {textField(
            form,
            'phone',
            declaredLabel(registrationRequestRecord.fields.phone, 'phone', locale),
            {
              type: 'tel',
              autoComplete: 'tel-national',
              placeholder: '1712-345678',
            },
          )}
        </div>
        {textField(
          form,
          'email',
          declaredLabel(registrationRequestRecord.fields.email, 'email', locale),
          {
            type: 'email',
            autoComplete: 'email',
            ...optional,
          },
        )}
        {selectField(
          form,
          'city',
          declaredLabel(registrationRequestRecord.fields.city, 'city', locale),
          t('reg.field.chooseCity'),
          choices(CITIES),
        )}
        {extras.vehicleType &&
          selectField(
            form,
            'vehicleType',
            t('reg.field.vehicleType'),
            t('reg.field.chooseVehicle'),
            choices(VEHICLE_TYPES),
          )}
        {extras.businessName &&
          textField(form, 'businessName', t('reg.field.businessName'), {
            autoComplete: 'organization',
            ...(extras.businessName === 'optional' && optional),
          })}
        {extras.productCategory &&
          selectField(
            form,
            'productCategory',
            t('reg.field.productCategory'),
            t('reg.field.whatYouSell'),
            choices(PRODUCT_CATEGORIES),
          )}
        {extras.fleetSize &&
          textField(form, 'fleetSize', t('reg.field.fleetSize'), {
            description: t('reg.field.fleetSizeHint'),
            inputMode: 'numeric',
          })}
        <PaperFields
          form={form}
          kinds={papers}
          onClear={(k) => form.setFieldValue(paperField(k, 'file'), null)}
        />
        <ConsentLine purpose="registration" />
        <SubmitButton loading={loading || sending.busy}>{t(config.submitLabel)}</SubmitButton>
      </FormStack>
    </form>
  );
}
