import { useContext, useState } from 'react';
import { Button, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@apollo/client/react';
import { FormProblem } from '../../components/FormProblem';
import { PublicSendContactMessageDocument } from '../../gql/site/graphql';
import { textField } from '../forms/fields';
import { FormPostContext } from '../forms/formPost';
import { FormSuccess } from '../forms/FormSuccess';
import { FORM_CONTEXT, reportFailure } from '../forms/submit';
import { check, email, phone, requiredText } from '../forms/validation';

export interface ContactValues {
  name: string;
  contactNumber: string;
  email: string;
  subject: string;
  message: string;
}

const EMPTY: ContactValues = { name: '', contactNumber: '', email: '', subject: '', message: '' };

export const CONTACT_RULES = {
  name: requiredText('Name', 100),
  contactNumber: check(requiredText('Contact number', 30), phone('Contact number')),
  email: check(requiredText('Email', 254), email('Email')),
  subject: requiredText('Subject', 200),
  message: requiredText('Message', 5000),
};

/** Where the form posts without JavaScript (server/src/ssr/contact-form.ts answers it). */
export const CONTACT_FORM_ACTION = '/pages/contactus';

/**
 * The contact form → sendContactMessage; staff read it under Messages. Without JavaScript it is
 * a plain POST: the server answers with this page again, thank-you or field errors included.
 */
export function ContactForm() {
  const posted = useContext(FormPostContext);
  const sentPost = posted?.form === 'contact' ? posted : null;
  const [sentBy, setSentBy] = useState<string | null>(sentPost?.sentBy ?? null);
  const [problem, setProblem] = useState<string | null>(sentPost?.problem ?? null);
  const [send, { loading }] = useMutation(PublicSendContactMessageDocument, {
    context: FORM_CONTEXT,
  });
  const form = useForm<ContactValues>({
    initialValues: sentPost && !sentPost.sentBy ? { ...EMPTY, ...sentPost.values } : EMPTY,
    initialErrors: sentPost?.errors ?? {},
    validate: CONTACT_RULES,
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async (values) => {
    setProblem(null);
    setSentBy(null);
    const input = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, value.trim()]),
    ) as unknown as ContactValues;
    try {
      await send({ variables: { input } });
      setSentBy(input.name);
      form.reset();
    } catch (error) {
      setProblem(reportFailure(error, form));
    }
  });

  return (
    <form
      onSubmit={submit}
      method="post"
      action={CONTACT_FORM_ACTION}
      noValidate
      aria-label="Contact form"
    >
      <Stack gap="md">
        {sentBy && (
          <FormSuccess title="Message sent" onClose={() => setSentBy(null)}>
            Thank you, {sentBy}. Your message has reached our team; we answer within one working
            day.
          </FormSuccess>
        )}
        <FormProblem>{problem}</FormProblem>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {textField(form, 'name', 'Name', { autoComplete: 'name' })}
          {textField(form, 'contactNumber', 'Contact number', {
            type: 'tel',
            autoComplete: 'tel',
            placeholder: '+880 1712-345678',
          })}
        </SimpleGrid>
        {textField(form, 'email', 'Email', { type: 'email', autoComplete: 'email' })}
        {textField(form, 'subject', 'Subject')}
        <Textarea
          label="Message"
          autosize
          minRows={5}
          maxRows={12}
          withAsterisk
          name="message"
          {...form.getInputProps('message')}
        />
        <Button type="submit" size="md" loading={loading} style={{ alignSelf: 'flex-start' }}>
          Send message
        </Button>
      </Stack>
    </form>
  );
}
