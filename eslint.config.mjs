import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import siteParts from './client/site-parts.cjs';

const { ISLAND_PARTS, HANDLERS_FROM_CALLER, INTERACTIVE_MANTINE } = siteParts;

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'client/src/gql/**',
      'client/src/i18n/catalogs/*.ts',
      'coverage/**',
      '.data/**',
      'e2e/.artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // type-graphql and TypeORM take classes as `Function`.
      '@typescript-eslint/no-unsafe-function-type': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.{cjs,mjs,js}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['server/**/*.ts', 'e2e/**/*.ts', 'codegen.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // What an error carries is given to its constructor: Object.assign onto a new error goes
    // round its class. AppError's extensions are a getter: assigning them threw,
    // and the Idempotency-Key mismatch answered a 500 (server/src/errors.ts).
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='Object'][callee.property.name='assign'] > NewExpression.arguments:first-child[callee.name=/Error$/]",
          message:
            'Pass what a new error needs to its constructor (AppError: its kind decides extensions and the HTTP status; errors.ts), not Object.assign.',
        },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['client/src/sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // A public page outside an island is HTML: nothing in it may wait for a
    // script that never comes. Islands and their parts: client/site-parts.cjs; site/islands/ is
    // the plumbing that hydrates them.
    files: ['client/src/site/**/*.tsx'],
    ignores: [
      '**/*Island.tsx',
      'client/src/site/islands/**',
      '**/*.test.tsx',
      ...[...ISLAND_PARTS, ...HANDLERS_FROM_CALLER].map((p) => `client/src/site/${p}`),
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'JSXAttribute[name.name=/^on[A-Z]/], JSXAttribute Property[key.name=/^on[A-Z]/]',
          message:
            'A public page outside an island is HTML: a handler here never runs. Use a link or a form, or move the control into an island (*Island.tsx).',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mantine/core',
              importNames: INTERACTIVE_MANTINE,
              message:
                'This Mantine component needs its script, which a public page outside an island does not run: use native HTML (<details>, links, forms) or an island.',
            },
          ],
        },
      ],
    },
  },
);
