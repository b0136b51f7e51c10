/**
 * The layer rules of docs/architecture.md, checked by `npm run lint` (dependency-cruiser).
 * Type-only imports count too: a cycle of types is still a knot to untie when reading.
 */
const { ISLAND_PARTS } = require('./client/site-parts.cjs');

const SERVER = '^server/src/';
const SITE = '^client/src/site/';
const escape = (path) => path.replace(/[.]/g, '\\.');
/** The back office's components a public page may use: they render HTML and take no handler. */
const STATIC_COMPONENTS = [
  'Logo',
  'PageSpinner',
  'NotFoundPanel',
  'NeedsJavaScript',
  'pageNumbers',
];
/** What features may use of the GraphQL and REST layers: their public surface, nothing else. */
const TRANSPORT_SURFACE = [
  '^server/src/http/(routes|csv-route|rest-names)\\.ts$',
  '^server/src/graphql/(context|page|list-args|upload|rate-limited|public-cache)\\.ts$',
];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycles, in the server or the client.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-sql-in-transport',
      comment:
        'http/ and graphql/ translate requests: the SQL lives in services and lists/ (no typeorm, no pg).',
      severity: 'error',
      from: { path: `${SERVER}(http|graphql)/`, pathNot: '\\.test\\.ts$' },
      to: { path: '^node_modules/(typeorm|pg)/' },
    },
    {
      name: 'features-use-transport-surface',
      comment: `Features use only the public surface of http/ and graphql/: ${TRANSPORT_SURFACE.join(', ')}.`,
      severity: 'error',
      // The registry (features/index.ts) composes: it builds the schema from the features.
      from: {
        path: `${SERVER}(features|records)/`,
        pathNot: ['\\.test\\.ts$', `${SERVER}features/index\\.ts$`],
      },
      to: { path: `${SERVER}(http|graphql)/`, pathNot: TRANSPORT_SURFACE },
    },
    {
      name: 'services-know-no-transport',
      comment:
        'Services decide; they know nothing of Express, multer, or the http/ and graphql/ layers.',
      severity: 'error',
      from: {
        path: `${SERVER}((features|records)/.+\\.service|lists/[^/]+|events/[^/]+|jobs/[^/]+)\\.ts$`,
        pathNot: '\\.test\\.ts$',
      },
      to: { path: [`${SERVER}(http|graphql)/`, '^node_modules/(express|multer|@types/express)'] },
    },
    {
      name: 'public-pages-are-html',
      comment:
        "A public page outside an island is HTML: links and forms. It imports no interactive component: neither the back office's components/ (but the static ones) nor the parts only islands render (client/site-parts.cjs). Interactive code goes in an island (*Island.tsx).",
      severity: 'error',
      from: {
        path: SITE,
        pathNot: [
          'Island\\.tsx$',
          `${SITE}islands/`,
          '\\.test\\.tsx?$',
          ...ISLAND_PARTS.map((p) => `${SITE}${escape(p)}`),
        ],
      },
      to: {
        path: ['^client/src/components/', ...ISLAND_PARTS.map((p) => `${SITE}${escape(p)}`)],
        pathNot: [`^client/src/components/(${STATIC_COMPONENTS.join('|')})\\.tsx?$`],
      },
    },
    {
      name: 'infrastructure-imports-no-feature',
      comment:
        'Infrastructure and the base machinery serve every feature and know none: main.ts hands them the features (docs/architecture.md, "Layers").',
      severity: 'error',
      from: {
        path: `${SERVER}(database|graphql|http|ssr|lists|events|jobs|storage|cache|records|identity|limits|metrics|mail|backup|i18n)/`,
        // The backup's command is a composition root, as main.ts: it hands the restore the
        // features' declared records.
        pathNot: ['\\.test\\.ts$', `${SERVER}backup/cli\\.ts$`],
      },
      to: { path: `${SERVER}features/` },
    },
    {
      name: 'scripts-do-not-require-e2e',
      comment:
        'e2e/ builds on scripts/lib (starting the app, free ports), never the other way: the two do not require each other.',
      severity: 'error',
      from: { path: '^scripts/' },
      to: { path: '^e2e/' },
    },
    {
      name: 'client-shared-imports-no-screen',
      comment:
        'Shared client code (api/, components/, i18n/) serves the screens and imports none: screens live in admin/, site/ and auth/.',
      severity: 'error',
      from: { path: '^client/src/(api|components|i18n)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^client/src/(admin|site|auth)/' },
    },
    {
      name: 'site-imports-no-back-office',
      comment:
        "The public site (its pages and islands' plumbing, site/) imports nothing of the back office (admin/): a visitor's page never carries staff code. The back office may show the site's parts (previews).",
      severity: 'error',
      from: { path: SITE },
      to: { path: '^client/src/admin/' },
    },
    {
      name: 'lists-below-features',
      comment: 'lists/ is a building block: it imports no feature, service bag or app wiring.',
      severity: 'error',
      from: { path: `${SERVER}lists/`, pathNot: '\\.test\\.ts$' },
      to: { path: `${SERVER}(features|http|graphql|ssr|services\\.ts|app\\.ts)` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|gql)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
