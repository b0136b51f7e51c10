/** `npm run test:unit`: the server (node, real PostgreSQL) and client (jsdom) projects. */
module.exports = {
  projects: ['<rootDir>/server/jest.config.cjs', '<rootDir>/client/jest.config.cjs'],
};
