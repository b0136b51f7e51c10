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

/**
 * What a request log line holds: who asked for what and the answer's status (logRequests adds
 * the time taken). The standard serializers copy every request and response header into each
 * line — most of the cost of request logging, and the Authorization header had to be redacted.
 */
export const requestLogSerializers = {
  req: (req: Request & { id?: unknown }) => ({
    id: req.id,
    method: req.method,
    url: req.originalUrl ?? req.url,
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
