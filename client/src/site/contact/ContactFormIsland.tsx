import { useState } from 'react';
import { postGraphQL } from '../../api/graphqlFetch';
import { FormProblem } from '../forms/alerts';
import { ConsentLine } from '../forms/ConsentLine';
import { textField } from '../forms/fields';
import { TextareaField } from '../forms/TextareaField';
import type { FormPost } from '../forms/formPost';
import { FormSuccess } from '../forms/FormSuccess';
import { KeptNotice } from '../forms/KeptNotice';
import { isOffline, newKey } from '../forms/outbox';
import { useKeptForms } from '../forms/useKeptForms';
import { ReferenceLine } from '../forms/ReferenceLine';
import { PublicSendContactMessageDocument } from '../../gql/islands/graphql';
import { FormStack, SubmitButton, TwoColumns } from '../forms/layout';
import { reportFailure } from '../forms/submit';
import { useIslandForm } from '../forms/useIslandForm';
import { declaredLabel, declaredRule } from '../forms/validation';
import { contactMessageRecord } from '../../gql/records/contact-message';
import { useLocale, useLocalePath, useT, type Translate } from '../../i18n/i18n';
import type { Locale } from '../../i18n/locales';

export interface ContactValues {
  name: string;
  contactNumber: string;
  email: string;
  subject: string;
  message: string;
}

const EMPTY: ContactValues = { name: '', contactNumber: '', email: '', subject: '', message: '' };

/** The server's declaration of a contact message (gql/records/, written by `npm run schema`). */
const { fields } = contactMessageRecord;
const FIELDS = Object.keys(fields) as (keyof ContactValues)[];

/** A field's label as the declaration gives it, in the page's language. */
const label = (name: keyof ContactValues, locale: Locale) =>
  declaredLabel(fields[name], name, locale);

/** The server's rules for a contact message, in the page's language. */
export function contactRules(t: Translate, locale: Locale) {
  return Object.fromEntries(
    FIELDS.map((name) => [name, declaredRule(t, locale, fields[name], name)]),
  ) as Record<keyof ContactValues, (value: string) => string | null>;
}

/**
 * Where the form posts without JavaScript (server/src/features/messages/contact-form.ts answers it), in the
 * page's language: /bn/pages/contactus on Bangla pages.
 */
export const CONTACT_FORM_ACTION = '/pages/contactus';

/**
 * The contact form → sendContactMessage; staff read it under Messages. An island
 * (islands/Island.tsx): `posted` is what the server made of a form sent without JavaScript (a
 * plain POST: the server answers with this page again, thank-you or field errors included).
 */
export function ContactFormIsland({
  posted,
  subject = '',
}: {
  posted: FormPost | null;
  /** A subject the link that opened the page named (`?subject=`, e.g. a help article's). */
  subject?: string;
}) {
  const t = useT();
  const locale = useLocale();
  const localePath = useLocalePath();
  const sentPost = posted?.form === 'contact' ? posted : null;
  const [sent, setSent] = useState<{ name: string; reference: string } | null>(
    sentPost?.sentBy && sentPost.reference
      ? { name: sentPost.sentBy, reference: sentPost.reference }
      : null,
  );
  const [problem, setProblem] = useState<string | null>(sentPost?.problem ?? null);
  const [loading, setLoading] = useState(false);
  // Sent without a connection: kept on the phone and sent when it is back (forms/outbox.ts).
  const kept = useKeptForms('contact');
  const form = useIslandForm<ContactValues>({
    initialValues:
      sentPost && !sentPost.sentBy ? { ...EMPTY, ...sentPost.values } : { ...EMPTY, subject },
    initialErrors: sentPost?.errors ?? {},
    validate: contactRules(t, locale),
  });

  const submit = form.onSubmit(async (values) => {
    setProblem(null);
    setSent(null);
    const input = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, value.trim()]),
    ) as unknown as ContactValues;
    setLoading(true);
    kept.clear();
    const key = newKey();
    const variables = { input: { ...input, locale } };
    try {
      const data = await postGraphQL(PublicSendContactMessageDocument, variables, locale, key);
      setSent({ name: input.name, reference: data.sendContactMessage.reference });
      form.reset();
    } catch (error) {
      if (isOffline(error)) {
        await kept.keep({
          key,
          locale,
          query: PublicSendContactMessageDocument.toString(),
          variables,
          name: input.name,
        });
        form.reset();
      } else setProblem(reportFailure(error, form, t));
    } finally {
      setLoading(false);
    }
  });

  const thanked = sent ?? kept.sent;
  return (
    <form
      {...form.formProps}
      onSubmit={submit}
      method="post"
      action={localePath(CONTACT_FORM_ACTION)}
      noValidate
      aria-label={t('contact.form')}
    >
      <FormStack>
        {thanked && (
          <FormSuccess
            title={t('contact.sent')}
            onClose={() => {
              setSent(null);
              kept.clear();
            }}
          >
            {t('contact.thanks', { name: thanked.name })}
            <ReferenceLine reference={thanked.reference} />
          </FormSuccess>
        )}
        <KeptNotice kept={kept} />
        <FormProblem>{problem}</FormProblem>
        <TwoColumns>
          {textField(form, 'name', label('name', locale), { autoComplete: 'name' })}
          {textField(form, 'contactNumber', label('contactNumber', locale), {
            type: 'tel',
            autoComplete: 'tel',
            placeholder: '+880 1712-345678',
          })}
        </TwoColumns>
        {textField(form, 'email', label('email', locale), {
          type: 'email',
          autoComplete: 'email',
        })}
        {textField(form, 'subject', label('subject', locale))}
        <TextareaField
          form={form}
          name="message"
          label={label('message', locale)}
          minRows={5}
          maxRows={12}
        />
        <ConsentLine purpose="contact" />
        <SubmitButton loading={loading} alignStart>
          {t('contact.send')}
        </SubmitButton>
      </FormStack>
    </form>
  );
}
