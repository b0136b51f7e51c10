import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A running SMTP sink: what it received, where it listens, and how to stop it. */
export interface SmtpSink {
  /** Every mail received, parsed (mailparser), in the order they arrived. */
  inbox: ParsedMail[];
  port: number;
  /** The app's SMTP_URL for this sink. */
  url: string;
  close(): Promise<void>;
}

/**
 * A real SMTP server (smtp-server) on 127.0.0.1 that keeps every mail it gets: the tests' mail
 * server (server tests and e2e alike). No login, no STARTTLS: the app is told so (SMTP_TLS=off).
 *
 * `port`: 0 (the default) for a free one, or the port of a sink that was closed, to bring the
 * same server back after an outage; `inbox` then carries on the closed sink's list. While
 * `refuse()` answers true, each mail is read to its end and refused (the sender sees a failure).
 */
export function startSmtpSink({
  port = 0,
  inbox = [],
  refuse = () => false,
}: { port?: number; inbox?: ParsedMail[]; refuse?: () => boolean } = {}): Promise<SmtpSink> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      if (refuse()) {
        stream.resume();
        stream.on('end', () => done(new Error('mailbox unavailable')));
        return;
      }
      simpleParser(stream)
        .then((parsed) => inbox.push(parsed))
        .then(() => done(), done);
    },
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.server.address() as AddressInfo;
      resolve({
        inbox,
        port: bound,
        url: `smtp://127.0.0.1:${bound}`,
        close: () => new Promise<void>((closed) => server.close(() => closed())),
      });
    }),
  );
}
