import type { ReactNode } from 'react';
import { IconAlertCircle } from '@tabler/icons-react';
import { useLocalePath, useT } from '../../i18n/i18n';
import blocks from '../ui/blocks.module.css';
import { Alert } from './alerts';
import type { FormLike } from './wrapper';
import type { Posted } from './formPost';
import { FormStack, SubmitButton } from './layout';

/**
 * The fields of a form the server renders again after its post: what was typed and each field's
 * error (no JavaScript runs here, so nothing changes them in the page).
 */
export function postedFields(values: Record<string, string>, posted: Posted | null): FormLike {
  const all = { ...values, ...posted?.values };
  return {
    getInputProps: (name: string) => ({
      value: all[name] ?? '',
      error: posted?.errors[name],
      onChange: () => undefined,
      onBlur: () => undefined,
    }),
  };
}

/**
 * The card of a public form that posts to its own page (server-rendered, never hydrated; the same
 * with JavaScript on and off): its heading, then what refused the post as a whole and the
 * "correct the fields" line, then what the page adds (an outcome) and its forms.
 */
export function PostBackCard({
  id,
  heading,
  posted,
  children,
}: {
  id: string;
  heading: string;
  posted: Posted | null;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <section className={blocks.formCard} aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <FormStack>
        {posted?.problem && (
          <Alert color="red" icon={<IconAlertCircle size={20} />} role="alert">
            {posted.problem}
          </Alert>
        )}
        {Object.keys(posted?.errors ?? {}).length > 0 && (
          <Alert color="red" icon={<IconAlertCircle size={20} />} role="alert">
            {t('form.correctFields')}
          </Alert>
        )}
        {children}
      </FormStack>
    </section>
  );
}

/** A form posting to `path` in the page's language, its fields and then its submit button. */
export function PostBackForm({
  path,
  label,
  submit,
  children,
}: {
  path: string;
  label: string;
  submit: string;
  children: ReactNode;
}) {
  const localePath = useLocalePath();
  return (
    <form method="post" action={localePath(path)} noValidate aria-label={label}>
      <FormStack>
        {children}
        <SubmitButton loading={false} alignStart>
          {submit}
        </SubmitButton>
      </FormStack>
    </form>
  );
}
