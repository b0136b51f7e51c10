import pino, { type Logger } from 'pino';

function prettyAvailable(): boolean {
  try {
    require.resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

export function createLogger(level: string, pretty = process.stdout.isTTY): Logger {
  return pino({
    level,
    redact: ['req.headers.authorization', 'password', '*.password'],
    ...(pretty && prettyAvailable()
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  });
}

export type { Logger };
