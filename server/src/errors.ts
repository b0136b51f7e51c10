/** Typed errors the services throw; graphql/errors.ts and http/errors.ts map them once each. */
export interface FieldError {
  field: string;
  message: string;
}

export type ErrorKind =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  /** An account locked after too many failed sign-ins: 429 with Retry-After. */
  | 'LOCKED'
  /** A limit of lookups (the status page): HTTP 429, GraphQL code RATE_LIMITED. */
  | 'RATE_LIMITED'
  /** A reply by e-mail while the server has no SMTP_URL and MAIL_FROM. */
  | 'MAIL_NOT_CONFIGURED'
  /** Well-formed but not to be done: an Idempotency-Key sent again with other content. */
  | 'UNPROCESSABLE';

export const HTTP_STATUS: Record<ErrorKind, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  LOCKED: 429,
  RATE_LIMITED: 429,
  MAIL_NOT_CONFIGURED: 409,
  UNPROCESSABLE: 422,
};

/**
 * The refusals a GraphQL answer carries the HTTP status of (Apollo Server reads
 * `extensions.http`); the others answer 200, as GraphQL clients expect. By kind, so that no one
 * sets a status on an error after making it: the extensions are a getter, and assigning them threw.
 */
const GRAPHQL_HTTP: ReadonlySet<ErrorKind> = new Set(['UNPROCESSABLE']);

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly fields: FieldError[] = [],
    readonly retryAfterSeconds?: number,
    /** why, in a word a client acts on (`extensions.reason`): FORBIDDEN's `CHANGE_PASSWORD` */
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }

  /**
   * What graphql-js copies onto the GraphQLError it wraps this in: the code (and fields) a client
   * acts on reach the page renderer's in-process queries too (SchemaLink, no formatError there),
   * so a no-JS page tells a refusal by its code as the browser does. /graphql answers are
   * formatError's, unchanged (graphql/errors.ts).
   */
  get extensions(): Record<string, unknown> {
    return {
      code: this.kind,
      ...(this.fields.length ? { fields: this.fields } : {}),
      ...(this.retryAfterSeconds ? { retryAfter: this.retryAfterSeconds } : {}),
      ...(GRAPHQL_HTTP.has(this.kind) ? { http: { status: HTTP_STATUS[this.kind] } } : {}),
    };
  }
}

export const validationError = (fields: FieldError[]) =>
  new AppError(
    'BAD_USER_INPUT',
    fields.map((f) => f.message).join('; ') || 'Invalid input',
    fields,
  );

export const fieldError = (field: string, message: string) =>
  new AppError('BAD_USER_INPUT', message, [{ field, message }]);

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);

export const unauthenticated = (message = 'You must be signed in to do this') =>
  new AppError('UNAUTHENTICATED', message);

export const forbidden = (message = 'You are not allowed to do this') =>
  new AppError('FORBIDDEN', message);

/**
 * What a signed-in account must do before anything else: change the password
 * an admin set. Its token reaches only what it takes to do that.
 */
export type Restriction = 'CHANGE_PASSWORD' | 'ENROL_2FA';

const RESTRICTED: Record<Restriction, string> = {
  CHANGE_PASSWORD: 'Choose a new password first: an admin set the one you signed in with',
  ENROL_2FA: 'Set up two-step sign-in first: your account needs it (My account)',
};

export const restricted = (reason: Restriction) =>
  new AppError('FORBIDDEN', RESTRICTED[reason], [], undefined, reason);

export const conflict = (message: string, field?: string) =>
  new AppError('CONFLICT', message, field ? [{ field, message }] : []);

/** A request the server cannot read at all (bad URL, broken multipart, JSON nested too deep). */
export const badRequest = (message: string) => new AppError('BAD_USER_INPUT', message);

export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError('TOO_MANY_REQUESTS', message, [], retryAfterSeconds);

/** A file over its size limit: "<label> must be at most <n> MB" (to one decimal place). */
export function payloadTooLarge(field: string, label: string, maxBytes: number): AppError {
  const mb = Math.round((maxBytes / 1024 / 1024) * 10) / 10;
  const message = `${label} must be at most ${mb} MB`;
  return new AppError('PAYLOAD_TOO_LARGE', message, [{ field, message }]);
}
