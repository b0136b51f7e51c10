import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { authChecker } from './auth-checker';

/** The GraphQL schema of `resolvers` (every feature's: features/index.ts builds it once). */
export function buildAppSchema(resolvers: [Function, ...Function[]]): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    authMode: 'error',
    validate: { forbidUnknownValues: false },
    // Subscriptions bring their own stream (`subscribe:`, fed by the event bus); type-graphql
    // still insists on a PubSub, which nothing publishes to.
    pubSub: {
      publish: () => undefined,
      subscribe: () => {
        throw new Error('subscriptions use the event bus, not type-graphql topics');
      },
    },
  });
}
