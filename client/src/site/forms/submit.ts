import { errorMessage, fieldErrorsOf, hasErrorCode } from '../../api/errors';
import type { Translate } from '../../i18n/i18n';

interface FormWithErrors {
  setErrors: (errors: Record<string, string>) => void;
}

/**
 * What to tell the visitor when a submit fails. Field errors from the server go onto their
 * fields (`rename` maps server names onto form names) and the answer is a short summary.
 */
export function reportFailure(
  error: unknown,
  form: FormWithErrors,
  t: Translate,
  rename: Record<string, string> = {},
): string {
  const fields = fieldErrorsOf(error, rename);
  if (fields) {
    form.setErrors(fields);
    return t('form.correctFields');
  }
  if (hasErrorCode(error, 'TOO_MANY_REQUESTS')) return t('form.tooMany');
  return errorMessage(error, t);
}
