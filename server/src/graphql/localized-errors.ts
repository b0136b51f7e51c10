import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';
import type { FieldError } from '../errors';
import { localeOf, translate, translateFields } from '../i18n/localize';

/**
 * Errors in the language the request asks for (`Accept-Language`, which the public site sends on
 * every request): a Bangla page's form shows its field errors in Bangla. English requests, and
 * every request that asks for no language, get the messages as the services wrote them.
 */
export function localizedErrorsPlugin<C extends object>(): ApolloServerPlugin<C> {
  return {
    async requestDidStart({ request }) {
      const locale = localeOf(request.http?.headers.get('accept-language'));
      if (locale === 'en') return;
      const localize = (e: GraphQLFormattedError): GraphQLFormattedError => {
        const fields = e.extensions?.fields as FieldError[] | undefined;
        return {
          ...e,
          message: translate(e.message, locale),
          ...(e.extensions && {
            extensions: {
              ...e.extensions,
              ...(Array.isArray(fields) && { fields: translateFields(fields, locale) }),
            },
          }),
        };
      };
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const { singleResult } = response.body;
          if (singleResult.errors) singleResult.errors = singleResult.errors.map(localize);
        },
      };
    },
  };
}
