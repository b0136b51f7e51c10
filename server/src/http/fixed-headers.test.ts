/** fixedHeaders(helmet(…)) answers exactly the headers helmet itself does, and refuses what it cannot replay. */
import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import request from 'supertest';
import { fixedHeaders } from './fixed-headers';

async function headersWith(middleware: RequestHandler) {
  const app = express(); // X-Powered-By left on: helmet removes it
  app.use(middleware);
  app.get('/', (_req, res) => res.send('ok'));
  const res = await request(app).get('/');
  const { date: _date, ...rest } = res.headers as Record<string, string>;
  return rest;
}

describe('fixedHeaders', () => {
  it.each([
    ['defaults', {}],
    [
      'the app’s strict set',
      {
        contentSecurityPolicy: {
          directives: {
            'default-src': ["'self'"],
            'img-src': ["'self'", 'data:', 'blob:'],
            'upgrade-insecure-requests': [],
          },
        },
        crossOriginEmbedderPolicy: false,
      },
    ],
    ['the Sandbox set', { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false }],
  ])('answers helmet’s own headers (%s)', async (_name, options) => {
    const direct = await headersWith(helmet(options));
    expect(direct['x-powered-by']).toBeUndefined();
    expect(Object.keys(direct).length).toBeGreaterThan(8);
    expect(await headersWith(fixedHeaders(helmet(options)))).toEqual(direct);
  });

  it('refuses, at once, a middleware whose headers depend on the request or come later', () => {
    const nonce = helmet({
      contentSecurityPolicy: { directives: { 'script-src': [(req) => String(req.url)] } },
    });
    expect(() => fixedHeaders(nonce)).toThrow(/req\.url/);
    const status: RequestHandler = (_req, res, next) => {
      res.status(200);
      next();
    };
    expect(() => fixedHeaders(status)).toThrow(/res\.status/);
    expect(() => fixedHeaders((_req, _res, next) => void setTimeout(next, 1))).toThrow(
      /did not call next at once/,
    );
  });
});
