import type { GraphQLSchema } from 'graphql';

export interface FuzzFile {
  name: string;
  type: string;
  text: string;
}

export type FuzzRequest =
  | {
      kind: 'graphql';
      /** the mutation's name */
      target: string;
      query: string;
      variables: Record<string, unknown>;
      files: Record<string, FuzzFile>;
      token: boolean;
    }
  | {
      kind: 'rest';
      /** "POST /news" */
      target: string;
      method: string;
      path: string;
      body: unknown;
      token: boolean;
    };

export interface FuzzResponse {
  status: number;
  body: Record<string, unknown> | null;
  text: string;
}

/** Write routes of the table (method, path, upload field) and mutations of the schema. */
export declare function badRequests(
  schema: GraphQLSchema,
  routes: { method: string; path: string; upload?: { field: string } }[],
): { targets: string[]; arbitrary: import('fast-check').Arbitrary<FuzzRequest> };

/** Sends one request with fetch (the admin token when `req.token`). */
export declare function send(
  baseUrl: string,
  req: FuzzRequest,
  adminToken?: string,
): Promise<FuzzResponse>;

/** Problems with the answer to a bad request; [] for a proper 4xx refusal. */
export declare function judge(req: FuzzRequest, res: FuzzResponse): string[];

/** One row of per-table md5 digests (columns t0, t1, …). */
export declare function checksumSql(tables: string[]): string;

export declare function changedTables(
  tables: string[],
  before: Record<string, string>,
  after: Record<string, string>,
): string[];
