/** Server tests: ts-jest against a real PostgreSQL (embedded unless TEST_DATABASE_URL is set). */
module.exports = {
  displayName: 'server',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }],
    // sanitize-html's parser (htmlparser2 and friends) ships ESM only: compile it for jest; and
    // @react-email/render's `await import('react-dom/server')` needs jest's VM-modules flag
    // unless compiled to a require.
    '^.+\\.c?js$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest-esm.json' }],
  },
  transformIgnorePatterns: [
    '/node_modules/(?!(htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities|@react-email/render)/)',
  ],
  globalSetup: '<rootDir>/test/global-setup.cjs',
  globalTeardown: '<rootDir>/test/global-teardown.cjs',
  setupFiles: ['reflect-metadata'],
  testTimeout: 30000,
};
