import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = 'http://localhost:4000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/graphql': api,
      '/api': api,
      '/uploads': api,
      '/healthz': api,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The public entry (React, Mantine, Apollo, router) is ~500 kB raw / ~155 kB gzip; the admin
    // area and sign-in pages are split off by route. Warn only if it grows well beyond that.
    chunkSizeWarningLimit: 650,
  },
});
