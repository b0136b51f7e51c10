import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import {
  Kind,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { Extensions } from 'type-graphql';
import type { PublicCache } from '../cache/public-cache';
import type { Context } from './context';

/**
 * The one-line cache hint: a query whose anonymous answers may be served from the public cache
 * (emptied on every `data_changed`, on every instance). Only for reads that are the same for
 * every anonymous visitor.
 */
export const PublicRead = () => Extensions({ publicRead: true });

/** A stored answer: the JSON bytes (encoded once), the same for every accepted content type. */
interface CachedAnswer {
  body: Buffer;
}

/** Apollo's answer types for a single result, in its order of preference (its MEDIA_TYPES). */
const JSON_TYPE = 'application/json; charset=utf-8';
const GRAPHQL_JSON_TYPE = 'application/graphql-response+json; charset=utf-8';
const CALLBACK_TYPE = 'application/json; callbackSpec=1.0; charset=utf-8';

/** Every part of a request that can change its answer, for an anonymous caller. */
function cacheKey(o: { query?: unknown; variables?: unknown; operationName?: unknown }) {
  if (typeof o.query !== 'string') return null;
  const vars = o.variables && Object.keys(o.variables).length ? JSON.stringify(o.variables) : '';
  return `gql\n${String(o.operationName ?? '')}\n${vars}\n${o.query}`;
}

/** A query is cacheable when every field at its root carries the PublicRead hint. */
function onlyPublicReads(schema: GraphQLSchema, op: OperationDefinitionNode | undefined): boolean {
  if (op?.operation !== 'query') return false;
  const fields = schema.getQueryType()?.getFields() ?? {};
  const rootOk = (set: SelectionSetNode) =>
    set.selections.every(
      (s) =>
        s.kind === Kind.FIELD &&
        !s.directives?.length &&
        (s.name.value === '__typename' || fields[s.name.value]?.extensions.publicRead === true),
    );
  return rootOk(op.selectionSet);
}

/**
 * Fills the public cache with the answers of anonymous public reads. Signed-in requests —
 * with a valid or an invalid token — neither read nor fill it.
 */
export function publicCachePlugin(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart({ request, contextValue }) {
      const http = request.http;
      if (!http || http.method !== 'POST' || http.headers.get('authorization') !== undefined)
        return;
      const cache = contextValue.services.publicCache as PublicCache<CachedAnswer>;
      const mark = cache.mark();
      let cacheable = false;
      return {
        async didResolveOperation({ operation, schema }) {
          cacheable = onlyPublicReads(schema, operation);
        },
        async willSendResponse({ response }) {
          if (!cacheable || response.body.kind !== 'single') return;
          const { singleResult } = response.body;
          if (singleResult.errors || (response.http.status ?? 200) !== 200) return;
          const key = cacheKey(request);
          // The bytes Apollo sends (its field order and trailing newline).
          const { data, extensions } = singleResult;
          const body = Buffer.from(`${JSON.stringify({ data, extensions })}\n`);
          if (key) cache.setIfUnchanged(mark, key, { body });
        },
      };
    },
  };
}

/**
 * Answers an anonymous JSON POST from the public cache before Apollo sees it. A hit exists only
 * for a text that Apollo accepted before (parsed, validated, within the limits), so the answer
 * is what Apollo would give.
 */
export function servePublicGraphqlCache(cache: PublicCache): RequestHandler {
  const answers = cache as PublicCache<CachedAnswer>;
  return (req, res, next) => {
    if (req.method !== 'POST' || req.headers.authorization !== undefined) return next();
    if (!req.is('application/json') || typeof req.body !== 'object' || !req.body) return next();
    const body = req.body as Record<string, unknown>;
    const key = cacheKey(body);
    const hit = key ? answers.get(key) : undefined;
    if (!hit) return next();
    // Apollo's own choice (negotiator, the same order); anything unusual is left to Apollo.
    const type = req.accepts([JSON_TYPE, GRAPHQL_JSON_TYPE, CALLBACK_TYPE]);
    if (type !== JSON_TYPE && type !== GRAPHQL_JSON_TYPE) return next();
    res.status(200).setHeader('content-type', type);
    res.end(hit.body);
  };
}
