/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Dashboard {\n    news(page: 1, pageSize: 5) {\n      total\n      items {\n        id\n        title\n        date\n      }\n    }\n  }\n": typeof types.DashboardDocument,
    "\n  query AdminNewsList($page: Int!, $pageSize: Int!, $search: String) {\n    news(page: $page, pageSize: $pageSize, search: $search) {\n      total\n      page\n      pageSize\n      items {\n        id\n        title\n        date\n        description\n        imageUrl\n        imageWebpUrl\n      }\n    }\n  }\n": typeof types.AdminNewsListDocument,
    "\n  query AdminNewsItem($id: Int!) {\n    newsItem(id: $id) {\n      id\n      title\n      date\n      description\n      imageUrl\n      imageWebpUrl\n    }\n  }\n": typeof types.AdminNewsItemDocument,
    "\n  mutation CreateNews($input: NewsInput!, $image: Upload!) {\n    createNews(input: $input, image: $image) {\n      id\n      title\n      date\n      description\n      imageUrl\n      imageWebpUrl\n    }\n  }\n": typeof types.CreateNewsDocument,
    "\n  mutation UpdateNews($id: Int!, $input: NewsInput!, $image: Upload) {\n    updateNews(id: $id, input: $input, image: $image) {\n      id\n      title\n      date\n      description\n      imageUrl\n      imageWebpUrl\n      updatedAt\n    }\n  }\n": typeof types.UpdateNewsDocument,
    "\n  mutation DeleteNews($id: Int!) {\n    deleteNews(id: $id)\n  }\n": typeof types.DeleteNewsDocument,
    "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      accessToken\n      user {\n        id\n        username\n        role\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  query PublicNewsList($page: Int!, $pageSize: Int!) {\n    news(page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        title\n        date\n        description\n        imageUrl\n        imageWebpUrl\n      }\n    }\n  }\n": typeof types.PublicNewsListDocument,
    "\n  query PublicNewsItem($id: Int!) {\n    newsItem(id: $id) {\n      id\n      title\n      date\n      description\n      imageUrl\n      imageWebpUrl\n    }\n  }\n": typeof types.PublicNewsItemDocument,
};
const documents: Documents = {
    "\n  query Dashboard {\n    news(page: 1, pageSize: 5) {\n      total\n      items {\n        id\n        title\n        date\n      }\n    }\n  }\n": types.DashboardDocument,
    "\n  query AdminNewsList($page: Int!, $pageSize: Int!, $search: String) {\n    news(page: $page, pageSize: $pageSize, search: $search) {\n      total\n      page\n      pageSize\n      items {\n        id\n        title\n        date\n        description\n        imageUrl\n        imageWebpUrl\n      }\n    }\n  }\n": types.AdminNewsListDocument,
    "\n  query AdminNewsItem($id: Int!) {\n    newsItem(id: $id) {\n      id\n      title\n      date\n      description\n      imageUrl\n      imageWebpUrl\n    }\n  }\n": types.AdminNewsItemDocument,
    "\n  mutation CreateNews($input: NewsInput!, $image: Upload!) {\n    createNews(input: $input, image: $image) {\n      id\n      title\n      date\n      description\n      imageUrl\n      imageWebpUrl\n    }\n  }\n": types.CreateNewsDocument,
    "\n  mutation UpdateNews($id: Int!, $input: NewsInput!, $image: Upload) {\n    updateNews(id: $id, input: $input, image: $image) {\n      id\n      title\n      date\n      description\n      imageUrl\n      imageWebpUrl\n      updatedAt\n    }\n  }\n": types.UpdateNewsDocument,
    "\n  mutation DeleteNews($id: Int!) {\n    deleteNews(id: $id)\n  }\n": types.DeleteNewsDocument,
    "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      accessToken\n      user {\n        id\n        username\n        role\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  query PublicNewsList($page: Int!, $pageSize: Int!) {\n    news(page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        title\n        date\n        description\n        imageUrl\n        imageWebpUrl\n      }\n    }\n  }\n": types.PublicNewsListDocument,
    "\n  query PublicNewsItem($id: Int!) {\n    newsItem(id: $id) {\n      id\n      title\n      date\n      description\n      imageUrl\n      imageWebpUrl\n    }\n  }\n": types.PublicNewsItemDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard {\n    news(page: 1, pageSize: 5) {\n      total\n      items {\n        id\n        title\n        date\n      }\n    }\n  }\n"): (typeof documents)["\n  query Dashboard {\n    news(page: 1, pageSize: 5) {\n      total\n      items {\n        id\n        title\n        date\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminNewsList($page: Int!, $pageSize: Int!, $search: String) {\n    news(page: $page, pageSize: $pageSize, search: $search) {\n      total\n      page\n      pageSize\n      items {\n        id\n        title\n        date\n        description\n        imageUrl\n        imageWebpUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminNewsList($page: Int!, $pageSize: Int!, $search: String) {\n    news(page: $page, pageSize: $pageSize, search: $search) {\n      total\n      page\n      pageSize\n      items {\n        id\n        title\n        date\n        description\n        imageUrl\n        imageWebpUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminNewsItem($id: Int!) {\n    newsItem(id: $id) {\n      id\n      title\n      date\n      description\n      imageUrl\n      imageWebpUrl\n    }\n  }\n"): (typeof documents)["\n  query AdminNewsItem($id: Int!) {\n    newsItem(id: $id) {\n      id\n      title\n      date\n      description\n      imageUrl\n      imageWebpUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateNews($input: NewsInput!, $image: Upload!) {\n    createNews(input: $input, image: $image) {\n      id\n      title\n      date\n      description\n      imageUrl\n      imageWebpUrl\n    }\n  }\n"): (typeof documents)["\n  mutation CreateNews($input: NewsInput!, $image: Upload!) {\n    createNews(input: $input, image: $image) {\n      id\n      title\n      date\n      description\n      imageUrl\n      imageWebpUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNews($id: Int!, $input: NewsInput!, $image: Upload) {\n    updateNews(id: $id, input: $input, image: $image) {\n      id\n      title\n      date\n      description\n      imageUrl\n      imageWebpUrl\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNews($id: Int!, $input: NewsInput!, $image: Upload) {\n    updateNews(id: $id, input: $input, image: $image) {\n      id\n      title\n      date\n      description\n      imageUrl\n      imageWebpUrl\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteNews($id: Int!) {\n    deleteNews(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteNews($id: Int!) {\n    deleteNews(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      accessToken\n      user {\n        id\n        username\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      accessToken\n      user {\n        id\n        username\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicNewsList($page: Int!, $pageSize: Int!) {\n    news(page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        title\n        date\n        description\n        imageUrl\n        imageWebpUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicNewsList($page: Int!, $pageSize: Int!) {\n    news(page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        title\n        date\n        description\n        imageUrl\n        imageWebpUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicNewsItem($id: Int!) {\n    newsItem(id: $id) {\n      id\n      title\n      date\n      description\n      imageUrl\n      imageWebpUrl\n    }\n  }\n"): (typeof documents)["\n  query PublicNewsItem($id: Int!) {\n    newsItem(id: $id) {\n      id\n      title\n      date\n      description\n      imageUrl\n      imageWebpUrl\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;