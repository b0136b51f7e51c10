// Preloaded into the PostGraphile 4 process by bench:api: npm may install more than one copy of
// graphql 15 under PostGraphile's packages (graphile-build-pg gets its own), and graphql refuses
// types from "another module or realm". In that process every `graphql` import gets one copy.
const Module = require('node:module');
const path = require('node:path');

const postgraphileDir = path.dirname(require.resolve('postgraphile/package.json'));
const graphqlDir = path.dirname(
  require.resolve('graphql/package.json', { paths: [postgraphileDir] }),
);
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  if (request === 'graphql' || request.startsWith('graphql/')) {
    return resolve.call(this, request.replace(/^graphql/, graphqlDir), parent, ...rest);
  }
  return resolve.call(this, request, parent, ...rest);
};
