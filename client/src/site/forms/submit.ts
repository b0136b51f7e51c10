import { errorMessage, fieldErrorsOf, hasErrorCode } from '../../api/errors';

/** Mutations of the public forms: field errors and rate limits are shown on the form itself. */
export const FORM_CONTEXT = { silent: true, silentCodes: ['TOO_MANY_REQUESTS'] } as const;

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
  rename: Record<string, string> = {},
): string {
  const fields = fieldErrorsOf(error, rename);
  if (fields) {
    form.setErrors(fields);
    return 'Please correct the highlighted fields.';
  }
  if (hasErrorCode(error, 'TOO_MANY_REQUESTS')) {
    return 'You have sent several forms in a short time. Please wait a minute and try again.';
  }
  return errorMessage(error);
}
