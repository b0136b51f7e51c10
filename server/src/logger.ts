import type { Request, RequestHandler, Response } from 'express';
import pino, { type DestinationStream, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';

function prettyAvailable(): boolean {
  try {
    require.resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

let stdout: (DestinationStream & { flushSync(): void }) | undefined;

/**
 * Standard output buffered and written asynchronously: one write system call per request line
 * cost more of a request's time under load than building the line (docs/benchmarks.md). Lines
 * are written once MIN_LENGTH bytes are waiting (under sonic-boom's largest write) or at the
 * latest after FLUSH_MS; one stream per process, flushed synchronously on exit so the last lines
 * (shutdown, fatal errors) are kept.
 */
const FLUSH_MS = 250;
const MIN_LENGTH = 12 * 1024;

function asyncStdout() {
  if (!stdout) {
    const dest = pino.destination({
      dest: 1,
      sync: false,
      minLength: MIN_LENGTH,
      periodicFlush: FLUSH_MS,
    });
    process.on('exit', () => {
      try {
        dest.flushSync();
      } catch {
        /* nothing left to write, or stdout is gone */
      }
    });
    stdout = dest;
  }
  return stdout;
}

/** What stands in the log for a secret of an address. */
export const REDACTED = '[redacted]';

/**
 * Query parameters whose values are kept in the log: paging, sorting and filtering by names of
 * our own. Every other value is replaced: an address may carry a secret (a password reset's
 * `token`, a data request's `confirm`, a status lookup's `ref` and contact, an image's `preview`
 * key) or personal data (a phone number, a search), and a name added tomorrow is safe by default.
 */
const KEPT_QUERY = new Set([
  ...['page', 'pageSize', 'limit', 'offset', 'sort', 'order', 'status', 'kind', 'type', 'id'],
  ...['locale', 'lang', 'fieldName', 'operationName', 'extensions'],
]);

/**
 * Paths whose segment after the match is a secret: the data-request export's download link
 * (features/privacy, valid for days). Express matches paths without regard to case and with
 * doubled slashes in some routers, so neither spelling keeps the token in the log.
 */
const SECRET_PATHS = [/(\/privacy\/+export\/+)[^/?#]+/gi];
/** What every path in SECRET_PATHS holds: the others skip the replace, 0.5 µs of a request. */
const SECRET_PATH_HINT = /export/i;

/**
 * An address as the log may keep it (pino's `redact` names fields, not parts of a string): the
 * secret path segments and every query value not in KEPT_QUERY become REDACTED.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  let path = q < 0 ? url : url.slice(0, q);
  if (SECRET_PATH_HINT.test(path)) {
    for (const secret of SECRET_PATHS) path = path.replace(secret, `$1${REDACTED}`);
  }
  if (q < 0) return path;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      if (KEPT_QUERY.has(name)) return pair;
      // A name alone may be the secret itself (`?<token>`); an odd name, an encoded one.
      return eq < 0 || !/^[\w.-]{1,40}$/.test(name) ? REDACTED : `${name}=${REDACTED}`;
    });
  return `${path}?${query.join('&')}`;
}

/**
 * What a request log line holds: who asked for what (the address redacted: redactUrl) and the
 * answer's status (logRequests adds the time taken). The standard serializers copy every request and response header into each
 * line — most of the cost of request logging, and the Authorization header had to be redacted.
 */
export const requestLogSerializers = {
  req: (req: Request & { id?: unknown }) => ({
    id: req.id,
    method: req.method,
    url: redactUrl(req.originalUrl ?? req.url),
    ip: req.ip,
    userAgent: req.headers['user-agent'],
  }),
  res: (res: Response) => ({ statusCode: res.statusCode }),
  err: pino.stdSerializers.err,
};

/**
 * Readable, coloured lines (pino-pretty) for a developer watching a terminal; JSON lines wherever
 * a machine reads them: in production, or when the output is a pipe or a file. pino-pretty is a
 * development dependency: without it (the production image) the lines stay JSON.
 */
export function prettyLogs(isProduction: boolean, tty = Boolean(process.stdout.isTTY)): boolean {
  return tty && !isProduction && prettyAvailable();
}

/** `destination` (a file descriptor or a path) is where pretty lines go; tests give a file. */
export function createLogger(
  level: string,
  pretty = false,
  destination: number | string = 1,
): Logger {
  const options = {
    level,
    redact: ['req.headers.authorization', 'password', '*.password'],
    serializers: requestLogSerializers,
  };
  if (pretty) {
    return pino({
      ...options,
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname', destination },
      },
    });
  }
  return pino(options, level === 'silent' ? undefined : asyncStdout());
}

/**
 * One line per answered request (pino-http): 'request completed' at info (warn for 4xx), or
 * 'request errored' at error for 5xx; req, res and responseTime as requestLogSerializers give
 * them. `skip` names URLs not logged.
 */
export function logRequests(log: Logger, skip: RegExp): RequestHandler {
  return pinoHttp({
    logger: log,
    wrapSerializers: false,
    serializers: requestLogSerializers,
    quietReqLogger: true,
    autoLogging: { ignore: (req) => skip.test(req.url ?? '') },
    customLogLevel: (_req, res, err) =>
      err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
  });
}

export type { Logger };
