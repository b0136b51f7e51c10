/** chain(): a list of middlewares run as one layer behaves as Express runs the list itself. */
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import request from 'supertest';
import { chain } from './chain';

/** The same handlers mounted both ways; each answer is compared between the two apps. */
function apps(handlers: RequestHandler[]) {
  const make = (mount: (app: express.Express) => void) => {
    const app = express();
    mount(app);
    app.use((req, res) => res.json({ fellThrough: true, url: req.url, seen: res.locals.seen }));
    const onError: ErrorRequestHandler = (err: Error, _req, res, _next) => {
      res.status(500).json({ error: err.message, seen: res.locals.seen });
    };
    app.use(onError);
    return app;
  };
  return {
    express: make((app) => app.use('/x', ...handlers)),
    chained: make((app) => app.use('/x', chain(...handlers))),
  };
}

const mark =
  (name: string): RequestHandler =>
  (req, res, next) => {
    res.locals.seen = [
      ...((res.locals.seen as string[]) ?? []),
      `${name}:${req.baseUrl}${req.url}`,
    ];
    next();
  };

async function same(handlers: RequestHandler[], path = '/x/y?z=1') {
  const { express: plain, chained } = apps(handlers);
  const a = await request(plain).get(path);
  const b = await request(chained).get(path);
  expect({ status: b.status, body: b.body as unknown }).toEqual({
    status: a.status,
    body: a.body as unknown,
  });
  return b;
}

describe('chain', () => {
  it('runs every handler in order, then falls through to what follows', async () => {
    const res = await same([mark('a'), mark('b'), mark('c')]);
    expect(res.body).toEqual({
      fellThrough: true,
      url: '/x/y?z=1',
      seen: ['a:/x/y?z=1', 'b:/x/y?z=1', 'c:/x/y?z=1'],
    });
  });

  it('stops at a handler that answers', async () => {
    const res = await same([
      mark('a'),
      (_req, res) => res.status(201).json({ answered: true }),
      mark('c'),
    ]);
    expect(res.status).toBe(201);
  });

  it('skips the rest on next(err), a throw or a rejected promise, to the error handler', async () => {
    const failures: RequestHandler[] = [
      (_req, _res, next) => next(new Error('passed')),
      () => {
        throw new Error('thrown');
      },
      async () => {
        await Promise.resolve();
        throw new Error('rejected');
      },
      () => Promise.reject(undefined),
    ];
    for (const fail of failures) {
      const res = await same([mark('a'), fail, mark('c')]);
      expect(res.status).toBe(500);
      expect((res.body as { seen: string[] }).seen).toEqual(['a:/x/y?z=1']);
    }
  });

  it('treats a falsy next() argument as no error', async () => {
    const res = await same([(_req, _res, next) => next(false as never), mark('b')]);
    expect((res.body as { seen: string[] }).seen).toEqual(['b:/x/y?z=1']);
  });
});
