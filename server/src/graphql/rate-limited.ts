import type { MiddlewareFn } from 'type-graphql';
import { countPublicWrite } from '../limits';
import type { Context } from './context';

/**
 * `@UseMiddleware(RateLimited)` on every public write: counts the call against the client's IP
 * (the same limiter as the REST shim's public writes) before anything is read or validated.
 */
export const RateLimited: MiddlewareFn<Context> = async ({ context }, next) => {
  await countPublicWrite(context.services.publicWrites, context.user, context.ip);
  return next();
};
