import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { Config } from '../config';

/**
 * Operation limits checked before execution: aliases (`__typename` counted too), depth
 * (introspection exempt, as Sandbox and codegen send deep ones), cost, and no "Did you mean"
 * hints in production. The token limit is graphql-js's own parser option (Apollo's
 * `parseOptions.maxTokens`): armor's token plugin throws inside Apollo's parsing hook, which
 * Apollo can only answer with a 500. graphql/errors.ts renames that parse error.
 */
export function operationLimits(config: Config) {
  const armor = new ApolloArmor({
    maxAliases: { n: config.GRAPHQL_MAX_ALIASES, allowList: [] },
    maxDepth: { n: config.GRAPHQL_MAX_DEPTH, ignoreIntrospection: true },
    // Introspection is exempt from cost too (its fragments multiply): tokens and aliases bound it.
    costLimit: { maxCost: config.GRAPHQL_MAX_COST, ignoreIntrospection: true },
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: config.isProduction },
  }).protect();
  return {
    plugins: armor.plugins,
    validationRules: armor.validationRules,
    parseOptions: { maxTokens: config.GRAPHQL_MAX_TOKENS },
  };
}

/** graphql-js's message when `maxTokens` stops the parser. */
const TOKEN_LIMIT = /Document contains more tha[nt] (\d+) tokens/; // 16.x spells it "that"

/** "Token limit of N exceeded." (armor's wording) when the parser stopped at the token limit. */
export function tokenLimitMessage(message: string): string | null {
  const m = TOKEN_LIMIT.exec(message);
  return m ? `Token limit of ${m[1]} exceeded.` : null;
}
