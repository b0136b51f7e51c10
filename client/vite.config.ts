import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = 'http://localhost:4000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      // ws: live staff alerts (graphql-ws) share the /graphql path.
      '/graphql': { target: api, ws: true },
      '/api': api,
      '/uploads': api,
      '/healthz': api,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The public entry (React, Mantine, Apollo, router, home page) is ~510 kB raw / ~166 kB gzip
    // (budget 170 kB, `npm run bench:web`); every other page, the admin area and sign-in are
    // split off by route. No manualChunks: Rolldown's own common chunks keep admin-only modules
    // out of the entry once the entry stops importing them. Warn only well beyond that size.
    chunkSizeWarningLimit: 650,
  },
});
