/** `npm run test:unit`: the server (node, real PostgreSQL) and client (jsdom) projects. */
module.exports = {
  projects: ['<rootDir>/server/jest.config.cjs', '<rootDir>/client/jest.config.cjs'],
  // A global option: the projects' own testTimeout is ignored when they run under this file,
  // which left the 5 s default in force (a busy machine timed out the authorisation matrix).
  testTimeout: 30000,
  // A worker that has grown past this after a test file is replaced by a fresh one: each server
  // file builds its own app (TypeORM, type-graphql, Apollo), and a worker keeping ~80 of them
  // ran Node 20 out of heap at 3.6 GB in CI (2026-12-07, exit 134).
  workerIdleMemoryLimit: '1GB',
};
