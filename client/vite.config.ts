import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = 'http://localhost:4000';

// `npm run build` runs Vite twice: the browser bundle into dist/, then (`--ssr`) the server entry
// into dist-ssr/entry-server.cjs, which server/src/ssr loads to render public pages.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
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
        // dist/.vite/manifest.json: the server links the public pages' CSS from it (ssr/styles.ts).
        manifest: true,
        // The public entry (React, Mantine, Apollo, router, site layout) is ~470 kB raw / ~158 kB
        // gzip (budget 150 kB, `npm run bench:web`); every page (home too: the server's HTML
        // paints it), the admin area and sign-in are split off by route. No manualChunks: Rolldown's own common chunks keep admin-only
        // modules out of the entry once the entry stops importing them.
        chunkSizeWarningLimit: 650,
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            codeSplitting: { groups: [{ name: 'site', tags: ['$initial'] }] },
          },
        },
      },
}));
