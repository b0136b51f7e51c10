/** `npm run test:unit`: the server (node, real PostgreSQL) and client (jsdom) projects. */
module.exports = {
  projects: ['<rootDir>/server/jest.config.cjs', '<rootDir>/client/jest.config.cjs'],
  // A global option: the projects' own testTimeout is ignored when they run under this file,
  // which left the 5 s default in force (a busy machine timed out the authorisation matrix).
  testTimeout: 30000,
};
