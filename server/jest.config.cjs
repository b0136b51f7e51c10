/** Server tests: ts-jest against a real PostgreSQL (embedded unless TEST_DATABASE_URL is set). */
module.exports = {
  displayName: 'server',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }],
    // sanitize-html's parser (htmlparser2 and friends) and otplib's base32 and hashes (@scure,
    // @noble) ship ESM only: compile them for jest (Node itself requires them as they are).
    '^.+\\.js$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest-esm.json' }],
  },
  transformIgnorePatterns: [
    '/node_modules/(?!(htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities|@otplib|@scure|@noble)/)',
  ],
  globalSetup: '<rootDir>/test/global-setup.cjs',
  globalTeardown: '<rootDir>/test/global-teardown.cjs',
  setupFiles: ['reflect-metadata'],
  setupFilesAfterEnv: ['<rootDir>/../test/quiet-console.ts'],
  testTimeout: 30000,
};
