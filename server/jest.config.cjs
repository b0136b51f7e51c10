/** Server tests: ts-jest against a real PostgreSQL (embedded unless TEST_DATABASE_URL is set). */
module.exports = {
  displayName: 'server',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }],
    // These ship ESM only: sanitize-html's parser (htmlparser2 and friends), otplib's base32 and
    // hashes (@scure, @noble), and @react-email/render (its `await import('react-dom/server')`
    // needs jest's VM-modules flag unless compiled to a require). Node requires them as they are.
    '^.+\\.c?js$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest-esm.json' }],
  },
  transformIgnorePatterns: [
    '/node_modules/(?!(htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities|@otplib|@scure|@noble|@react-email/render)/)',
  ],
  globalSetup: '<rootDir>/src/test/global-setup.cjs',
  globalTeardown: '<rootDir>/src/test/global-teardown.cjs',
  setupFiles: ['reflect-metadata'],
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.ts'],
  testTimeout: 30000,
};
