import type { CodegenConfig } from '@graphql-codegen/cli';

const clientPreset = {
  preset: 'client',
  config: {
    useTypeImports: true,
    enumsAsTypes: true,
    scalars: {
      DateTimeISO: 'string',
      Upload: 'File',
    },
  },
  presetConfig: {
    fragmentMasking: false,
  },
} as const;

const notTests = '!client/src/**/*.test.{ts,tsx}';

const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    // The back office and sign-in.
    'client/src/gql/': {
      ...clientPreset,
      documents: [
        'client/src/**/*.{ts,tsx}',
        '!client/src/gql/**/*',
        // The fragments of the back office's tables, written by `npm run schema`.
        'client/src/admin/staff.graphql',
        '!client/src/site/**/*',
        notTests,
      ],
    },
    // The public site has its own output: a generated module holds all its documents, and one
    // shared with the back office would put every admin document into the public entry chunk.
    'client/src/gql/site/': {
      ...clientPreset,
      documents: ['client/src/site/**/*.{ts,tsx}', notTests],
    },
    // What islands send by fetch (no GraphQL client in a public page): each operation as its
    // text, typed with its result and variables, so that no island keeps a query of its own.
    'client/src/gql/islands/': {
      ...clientPreset,
      config: { ...clientPreset.config, documentMode: 'string' },
      documents: ['client/src/site/islandDocuments.ts'],
    },
  },
};

export default config;
