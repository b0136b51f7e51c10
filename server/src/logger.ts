import pino, { type DestinationStream, type Logger } from 'pino';

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
 * Standard output written asynchronously (buffered, flushed in the background): a synchronous
 * write per request line blocked the event loop for ~10 % of a request's time. One stream per
 * process, flushed synchronously on exit so the last lines (shutdown, fatal errors) are kept.
 */
function asyncStdout() {
  if (!stdout) {
    const dest = pino.destination({ dest: 1, sync: false });
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

export function createLogger(level: string, pretty = process.stdout.isTTY): Logger {
  const options = {
    level,
    redact: ['req.headers.authorization', 'password', '*.password'],
  };
  if (pretty && prettyAvailable()) {
    return pino({
      ...options,
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
      },
    });
  }
  return pino(options, level === 'silent' ? undefined : asyncStdout());
}

export type { Logger };
