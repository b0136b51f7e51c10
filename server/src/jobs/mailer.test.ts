/**
 * Mail over TLS: a server that offers no STARTTLS gets nothing from us, unless
 * SMTP_TLS=off says it is a local test server. The real SMTP server of the tests (no STARTTLS).
 */
import { smtpTransport } from './mailer';
import { startSmtpSink, type SmtpSink } from '../test/smtp';

let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
});
afterAll(() => smtp.close());

const mail = {
  from: 'hello@digitalride.test',
  to: 'rahim@example.com',
  subject: 'Your booking DR-7K3P-Q9MX',
  text: 'Phone 01712345678',
};

it('refuses to send in clear text to a server without STARTTLS', async () => {
  await expect(smtpTransport(smtp.url, 'on').sendMail(mail)).rejects.toThrow(/STARTTLS/i);
  expect(smtp.inbox).toHaveLength(0);
});

it('sends to a local test server when SMTP_TLS is off', async () => {
  await smtpTransport(smtp.url, 'off').sendMail(mail);
  expect(smtp.inbox.map((m) => m.subject)).toEqual([mail.subject]);
});
