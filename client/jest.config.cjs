/** Client unit tests: jsdom + ts-jest + Testing Library. Run from the repo root. */
module.exports = {
  displayName: 'client',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src', '<rootDir>/build'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  transform: {
    '^.+\\.(tsx?|m?jsx?)$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }],
  },
  // These packages ship ES modules only; everything else in node_modules is CommonJS-ready.
  transformIgnorePatterns: ['/node_modules/(?!(apollo-upload-client|extract-files|is-plain-obj)/)'],
  moduleNameMapper: {
    '\\.(css)$': '<rootDir>/src/test/styleStub.cjs',
    '\\.svg\\?raw$': '<rootDir>/src/test/artStub.cjs',
  },
  setupFiles: ['<rootDir>/src/test/polyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setupTests.ts', '<rootDir>/../jest.setup.ts'],
  testEnvironmentOptions: { customExportConditions: [''] },
};
