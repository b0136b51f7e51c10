import type { Request, RequestHandler, Response } from 'express';

/**
 * A middleware that only sets (or removes) the same response headers on every request, such as
 * helmet's with options that hold no functions, turned into the list of what it does, worked
 * out once at start-up. helmet runs a dozen middlewares per request to set the same values;
 * replaying them is one loop. A middleware that reads the request, calls anything else on the
 * response, or does not go on at once is refused at start-up: its headers are not fixed.
 */
export function fixedHeaders(middleware: RequestHandler): RequestHandler {
  // In the order the middleware did them; a removal has no value.
  const steps: [string, (string | number | readonly string[])?][] = [];
  const refuse = (what: string) => {
    throw new Error(`fixedHeaders: the middleware uses ${what}: its headers are not fixed`);
  };
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      steps.push([name, value]);
      return res;
    },
    removeHeader(name: string) {
      steps.push([name]);
    },
  };
  const res = new Proxy(recorder, {
    get: (target, key) =>
      key in target ? target[key as keyof typeof target] : refuse(`res.${String(key)}`),
  });
  const req = new Proxy({}, { get: (_t, key) => refuse(`req.${String(key)}`) });
  let wentOn = false;
  middleware(req as Request, res as unknown as Response, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
    wentOn = true;
  });
  if (!wentOn) refuse('something asynchronous (it did not call next at once)');
  return (_req, response, next) => {
    for (const [name, value] of steps) {
      if (value === undefined) response.removeHeader(name);
      else response.setHeader(name, value);
    }
    next();
  };
}
