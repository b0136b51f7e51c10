import type { GraphQLFormattedError } from 'graphql';
import { GraphQLError } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import { tokenLimitMessage } from './limits';
import { toFieldErrors } from '../validation';

function originalOf(error: unknown): unknown {
  let current = error;
  while (current instanceof GraphQLError && current.originalError) current = current.originalError;
  return current;
}

/** The refusal of a variable's date field: `… at "input.publishAt"; DateTime cannot represent…`. */
const BAD_DATE_TIME =
  /got invalid value .* at "(?:[\w[\]]+\.)*(\w+)"; (?:Expected type "DateTimeISO"|DateTime cannot represent)/;

const BATCH_REFUSED =
  'Operation batching is disabled: send one operation per request (a JSON object, not an array)';

/** The one mapping from thrown errors to what GraphQL clients see. */
export function formatError(log: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = originalOf(error);
    if (original instanceof AppError) {
      return {
        message: original.message,
        path: formatted.path,
        extensions: {
          code: original.kind,
          ...(original.fields.length ? { fields: original.fields } : {}),
          ...(original.retryAfterSeconds ? { retryAfter: original.retryAfterSeconds } : {}),
          ...(original.reason ? { reason: original.reason } : {}),
        },
      };
    }
    if (original instanceof ArgumentValidationError) {
      const fields = toFieldErrors(original.extensions.validationErrors as never);
      return {
        message: fields.map((f) => f.message).join('; ') || 'Invalid input',
        path: formatted.path,
        extensions: { code: 'BAD_USER_INPUT', fields },
      };
    }
    const code = formatted.extensions?.code;
    const badDate = code === 'BAD_USER_INPUT' && BAD_DATE_TIME.exec(formatted.message);
    if (badDate) {
      // A field error like the input's other rules (publishAt not a date).
      const field = badDate[1];
      const message = `${field} must be a date and time, e.g. 2026-12-01T09:00:00+06:00`;
      return { message, extensions: { code, fields: [{ field, message }] } };
    }
    const tokenLimit = code === 'GRAPHQL_PARSE_FAILED' && tokenLimitMessage(formatted.message);
    if (tokenLimit) {
      // A refused operation, like the other limits (and still HTTP 400, as every parse error).
      return { message: tokenLimit, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } };
    }
    if (code === 'BAD_REQUEST' && formatted.message === 'Operation batching disabled.') {
      return { ...formatted, message: BATCH_REFUSED };
    }
    if (code && code !== 'INTERNAL_SERVER_ERROR') return formatted;
    log.error({ err: original }, 'unexpected GraphQL error');
    return {
      message: 'Something went wrong on our side. Please try again.',
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
}
