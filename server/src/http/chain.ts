import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Several middlewares run as one, in order, as Express runs a list of them: `next()` goes on,
 * `next(err)` (or a synchronous throw, or a rejected promise, as Express 5 catches them) leaves
 * to the outer `next` with the error, and the last handler's `next()` is the outer `next()`.
 * Each handler given to `app.use` is one more layer for Express's router to match, trim and
 * restore on every request (the router was ~3 % of a signed-in list request's CPU); a hot path
 * mounts its chain as one. `next('route')`/`next('router')` are not for chained handlers.
 */
export function chain(...handlers: RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, done: NextFunction) => {
    let index = 0;
    const next = (err?: unknown): void => {
      if (err) return done(err); // as Express: a falsy value is no error
      const handler = handlers[index++];
      if (!handler) return done();
      try {
        const result: unknown = handler(req, res, next);
        if (result instanceof Promise)
          result.catch((e: unknown) => next(e || new Error('Rejected promise')));
      } catch (e) {
        next(e);
      }
    };
    next();
  };
}
