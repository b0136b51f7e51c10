import { constants } from 'node:zlib';
import { defaultClientConditions, defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { inlineFavicon } from './build/favicon';
import { islandAssets, ISLANDS_DIR, ISLANDS_INPUT } from './build/islands';
import { precacheList, SW_FILE, SW_INPUT } from './build/service-worker';
import { siteAssets } from './build/site-assets';
import { svgSprites } from './build/sprites';

const api = 'http://localhost:4000';

/** The compressed copies of each asset (.br, Brotli's best, and .gz) beside it. */
const compressed = () =>
  compression({
    include: /\.(js|css|svg|json)$/,
    threshold: 1024,
    algorithms: [
      defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      defineAlgorithm('gzip', { level: 9 }),
    ],
    logLevel: 'silent',
  });

/**
 * The public pages' islands (`vite build --mode islands`): a build of its own into dist/islands,
 * so its chunks are shared by islands only (build/islands.ts). Its CSS is not used: the public
 * stylesheet the back office's build makes has every rule of public code (build/site-styles.ts),
 * so it is one file, never linked, never preloaded with an island's code.
 */
const islandsBuild = defineConfig({
  plugins: [react(), compressed(), islandAssets()],
  resolve: { conditions: ['es2015', ...defaultClientConditions] },
  base: '/islands/',
  build: {
    // The public folder's files are the back office build's to copy (dist/).
    copyPublicDir: false,
    outDir: ISLANDS_DIR,
    emptyOutDir: true,
    manifest: true,
    cssCodeSplit: false,
    modulePreload: false,
    rolldownOptions: { input: { load: ISLANDS_INPUT } },
  },
});

/**
 * The public site's service worker (`vite build --mode sw`): one classic script at the site's
 * root (its scope is the whole site), its precache list put in by Workbox once written
 * (build/service-worker.ts). Not compressed ahead: the list goes in after the bundle is written.
 */
const serviceWorkerBuild = defineConfig({
  plugins: [precacheList()],
  resolve: { conditions: ['es2015', ...defaultClientConditions] },
  build: {
    copyPublicDir: false,
    outDir: 'dist',
    emptyOutDir: false,
    modulePreload: false,
    rolldownOptions: {
      input: { sw: SW_INPUT },
      output: { format: 'iife', entryFileNames: SW_FILE },
    },
  },
});

/** The back office's app in the browser (dist/), or the server's rendering bundle (`--ssr`). */
const appBuild = (isSsrBuild: boolean): UserConfig => ({
  plugins: [
    react(),
    // Each asset also as .br (Brotli's best) and .gz beside it, which the server sends as they are
    // (express-static-gzip in server/src/app.ts): the app's entry goes as 128 kB instead of the
    // 150 kB the compression middleware made of it on every request (~11 ms of CPU each).
    !isSsrBuild && compressed(),
    // What rendered pages link (stylesheets, critical CSS table), made once from the manifest:
    // build/site-assets.ts.
    siteAssets(),
    // The favicon as a data URL in index.html: no request of its own (build/favicon.ts).
    inlineFavicon(),
    // The home page's vehicles and partners' logos, each folder also as one SVG with a view per
    // drawing: one SVG document in the browser rather than one per image (build/sprites.ts).
    !isSsrBuild && svgSprites(),
  ],
  // rxjs (Apollo Client's) names its ES2015 build by this condition; the default ES5 one brings
  // tslib's helpers along (−1.6 kB gzip in the public entry).
  resolve: { conditions: ['es2015', ...defaultClientConditions] },
  server: {
    port: 5173,
    proxy: {
      // ws: live staff alerts (graphql-ws) share the /graphql path.
      '/graphql': { target: api, ws: true },
      '/api': api,
      '/uploads': api,
      '/healthz': api,
      '/sitemap.xml': api,
      '/site-card.png': api,
    },
  },
  // The server-rendering bundle carries React, Apollo Client and Mantine inside it, each choosing
  // its development or production build by process.env.NODE_ENV when it runs. The app runs as
  // `development` outside its Docker image (npm start, the browser tests, bench:web), where
  // React's development server renderer made a page's render (a cache miss) several times slower.
  // The browser's bundle is always the production build: so is the server's, and the two agree.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  ssr: {
    // Self-contained: the production image installs only the server's dependencies. graphql stays
    // outside so the SchemaLink executes against the server's own copy (one GraphQLSchema class).
    noExternal: true,
    external: ['graphql'],
  },
  build: isSsrBuild
    ? {
        outDir: 'dist-ssr',
        emptyOutDir: true,
        // Only the markup matters on the server; the browser build owns the assets.
        copyPublicDir: false,
        rollupOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs' } },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // dist/.vite/manifest.json: build/site-assets.ts makes what rendered pages link from it.
        manifest: true,
        // The app's entry (React, Mantine's core, Apollo Client, the router) is ~480 kB raw /
        // ~150 kB gzip: the back office's and sign-in's alone since public pages load only their
        // islands (the islands build); every page, the admin area and sign-in are split off.
        chunkSizeWarningLimit: 650,
        // No preload helper for a lazy chunk's modules: hydrating a page, React reaches its lazy
        // route and Vite's helper appended a <link rel=modulepreload> per shared chunk inside
        // that render task (a long task on a slow phone; docs/benchmarks.md). The browser fetches
        // them as the page chunk's imports instead; a chunk's CSS still goes through the helper,
        // which finds it linked in the rendered page (server/src/ssr/renderer.ts).
        modulePreload: false,
        rolldownOptions: {
          // The back office's shell (index.html).
          input: { index: 'index.html' },
          output: {
            // Everything the entry imports statically in one chunk: left to itself Rolldown cut
            // it into a dozen small common chunks shared with lazy pages, each gzipped apart
            // (+3.5 kB over one file, and a request each).
            codeSplitting: { groups: [{ name: 'site', tags: ['$initial'] }] },
          },
        },
      },
});

// `npm run build` runs Vite four times: the back office's browser bundle into dist/, the public
// pages' islands into dist/islands, the service worker into dist/sw.js, then (`--ssr`) the
// server entry into dist-ssr/entry-server.cjs, which server/src/ssr loads to render public pages.
export default defineConfig(({ isSsrBuild, mode }) =>
  mode === 'islands' ? islandsBuild : mode === 'sw' ? serviceWorkerBuild : appBuild(!!isSsrBuild),
);
