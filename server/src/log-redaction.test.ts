/**
 * No secret of an address reaches the log: real requests to every address that carries one (a
 * password reset link, a data request's confirmation and export links, a status lookup, an image
 * preview key, a claim token, a phone number looked up), then the app's own log lines and its
 * metrics are searched for the secrets.
 */
import pino from 'pino';
import request from 'supertest';
import { createTestApp, type TestApp } from './test/harness';

const METRICS_TOKEN = 'metrics-token-metrics-token';
const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  // The app logs to standard output through pino.destination: here, into `lines`.
  jest
    .spyOn(pino, 'destination')
    .mockReturnValue({ write: (line: string) => void lines.push(line) } as never);
  t = await createTestApp({ LOG_LEVEL: 'info', METRICS_TOKEN });
});
afterAll(() => t?.close());

/** Each secret, and an address that carries it. */
const SECRETS: [string, string][] = [
  ['ResetToken0123456789abcdefXYZ', '/reset-password?token=ResetToken0123456789abcdefXYZ'],
  ['ResetTokenBn0123456789abcdef', '/bn/reset-password?lang=bn&token=ResetTokenBn0123456789abcdef'],
  ['ConfirmSecret0123456789abcdef', '/privacy/request?confirm=ConfirmSecret0123456789abcdef'],
  ['ConfirmBn0123456789abcdefghij', '/bn/privacy/request?confirm=ConfirmBn0123456789abcdefghij'],
  ['ExportToken0123456789abcdefgh', '/api/privacy/export/ExportToken0123456789abcdefgh'],
  ['ExportUpper0123456789abcdefgh', '/API/Privacy/Export/ExportUpper0123456789abcdefgh'],
  ['ExportSlash0123456789abcdefgh', '/api/privacy//export/ExportSlash0123456789abcdefgh'],
  ['DR-7K3P-Q9MX', '/status?ref=DR-7K3P-Q9MX&contact=01712345678'],
  ['01712345678', '/bn/status?contact=01712345678'],
  ['ClaimToken0123456789abcdefghi', '/api/booking-doc?claimToken=ClaimToken0123456789abcdefghi'],
  ['PreviewKey0123456789ab', '/uploads/missing.jpg?preview=PreviewKey0123456789ab'],
  ['01819445566', '/api/CustomerManagement/Customers/GetByPhone?phone=01819445566'],
];

it('keeps no secret of an address in the request log, the error log or the metrics', async () => {
  for (const [, path] of SECRETS) {
    await request(t.app).get(path).set('accept', 'text/html');
    await request(t.app).get(path).set('accept', 'application/json');
  }
  // A form posted to an address with a secret (the reset page's form without JavaScript).
  await request(t.app)
    .post('/reset-password?token=ResetToken0123456789abcdefXYZ')
    .type('form')
    .send({ password: 'x' });
  const metrics = await request(t.app)
    .get('/metrics')
    .set('authorization', `Bearer ${METRICS_TOKEN}`);
  expect(metrics.status).toBe(200);
  const logged = () => lines.join('');
  for (const url of [
    '/reset-password?token=[redacted]',
    '/bn/reset-password?lang=bn&token=[redacted]',
    '/api/privacy/export/[redacted]',
    '/status?ref=[redacted]&contact=[redacted]',
  ])
    expect({ url, logged: logged().includes(`"url":"${url}"`) }).toEqual({ url, logged: true });
  // Listed, not printed: a failure must not print the log it found the secrets in.
  const secrets = SECRETS.map(([secret]) => secret);
  expect(secrets.filter((secret) => logged().includes(secret))).toEqual([]);
  expect(secrets.filter((secret) => metrics.text.includes(secret))).toEqual([]);
});
