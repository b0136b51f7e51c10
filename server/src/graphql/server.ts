import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginLandingPageLocalDefault,
  ApolloServerPluginLandingPageProductionDefault,
} from '@apollo/server/plugin/landingPage/default';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import type http from 'node:http';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { Context } from './context';
import { formatError } from './errors';
import { operationLimits } from './limits';
import { localizedErrorsPlugin } from './localized-errors';
import { publicCachePlugin } from './public-cache';
import type { GraphQLSchema } from 'graphql';

export async function createApolloServer(
  config: Config,
  log: Logger,
  httpServer: http.Server,
  schema: GraphQLSchema,
) {
  const limits = operationLimits(config);
  const apollo = new ApolloServer<Context>({
    schema,
    validationRules: limits.validationRules,
    parseOptions: limits.parseOptions,
    // A JSON array body (a batch) is refused with a 400; each operation pays its own limits.
    allowBatchedHttpRequests: false,
    introspection: config.introspection,
    csrfPrevention: true,
    // main.ts owns the shutdown order (HTTP, then the pool, then PostgreSQL).
    stopOnTerminationSignals: false,
    formatError: formatError(log),
    includeStacktraceInErrorResponses: false,
    plugins: [
      ...limits.plugins,
      ApolloServerPluginDrainHttpServer({ httpServer }),
      // The default cache-control plugin wraps every field resolver to compute cache hints nothing
      // reads; the public cache has its own hint (PublicRead).
      ApolloServerPluginCacheControlDisabled(),
      publicCachePlugin(),
      localizedErrorsPlugin(),
      // A mutation's answer is never for a cache: a sign-in's token least of all (§19).
      {
        async requestDidStart() {
          return {
            async willSendResponse({ operation, response }) {
              if (operation?.operation === 'mutation') {
                response.http.headers.set('cache-control', 'no-store');
              }
            },
          };
        },
      },
      config.isProduction
        ? ApolloServerPluginLandingPageProductionDefault({ footer: false })
        : ApolloServerPluginLandingPageLocalDefault({ footer: false, embed: true }),
    ],
  });
  await apollo.start();
  return apollo;
}
