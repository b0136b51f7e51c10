import { constants } from 'node:zlib';
import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { BOOT_INPUT, siteAssets } from './build/site-assets';

const api = 'http://localhost:4000';

// `npm run build` runs Vite twice: the browser bundle into dist/, then (`--ssr`) the server entry
// into dist-ssr/entry-server.cjs, which server/src/ssr loads to render public pages.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    // Each asset also as .br (Brotli's best) and .gz beside it, which the server sends as they are
    // (express-static-gzip in server/src/app.ts): the public entry goes as 128 kB instead of the
    // 150 kB the compression middleware made of it on every request (~11 ms of CPU each).
    !isSsrBuild &&
      compression({
        include: /\.(js|css|svg|json)$/,
        threshold: 1024,
        algorithms: [
          defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
        logLevel: 'silent',
      }),
    // What rendered pages link (stylesheets, critical CSS table, boot module, lazy chunks), made
    // once from the manifest: build/site-assets.ts.
    siteAssets(),
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
        // The public entry (React, Mantine's core, Apollo Client, the router, the header) is
        // ~480 kB raw / ~149.5 kB gzip (budget 150 kB, `npm run bench:web`); every page (home
        // too: the server's HTML paints it), the footer, the network links, the admin area and
        // sign-in are split off.
        chunkSizeWarningLimit: 650,
        // No preload helper for a lazy chunk's modules: hydrating a page, React reaches its lazy
        // route and Vite's helper appended a <link rel=modulepreload> per shared chunk (~20)
        // inside that render task (8-19 ms here, x4 on Lighthouse's phone). The browser fetches
        // them as the page chunk's imports instead; a chunk's CSS still goes through the helper,
        // which finds it linked in the rendered page (server/src/ssr/styles.ts).
        modulePreload: false,
        rolldownOptions: {
          // The back office's shell (index.html) and the module rendered pages start with.
          input: { index: 'index.html', boot: BOOT_INPUT },
          output: {
            // Everything the entry imports statically in one chunk: left to itself Rolldown cut
            // it into a dozen small common chunks shared with lazy pages, each gzipped apart
            // (+3.5 kB over one file, and a request each).
            // The boot module stays apart: it is all a rendered page loads first.
            codeSplitting: {
              groups: [
                { name: 'site', tags: ['$initial'], test: (id) => !id.endsWith(BOOT_INPUT) },
              ],
            },
          },
        },
      },
}));
