import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { allResolvers } from '../features';
import { authChecker } from './auth-checker';

let built: Promise<GraphQLSchema> | undefined;

/** The GraphQL schema, built once from every feature's resolvers. */
export function getSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    resolvers: allResolvers(),
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
  return built;
}
