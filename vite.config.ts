import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreenChunk } from './scripts/first-screen-chunk';
import { pwaPlugin } from './sw/pwa-plugin';

// The Fastify server (src/server) answers /api and /media; in development Vite forwards
// those paths to it so the browser sees one origin, exactly as in production.
const API_ORIGIN = 'http://localhost:8080';

export default defineConfig({
  plugins: [
    // The router plugin must run before the React plugin: it rewrites route files
    // (code splitting) before JSX is transformed.
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/client/routes',
      generatedRouteTree: 'src/client/routeTree.gen.ts',
      autoCodeSplitting: true,
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    pwaPlugin(),
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: [firstScreenChunk('src/client/main.tsx')] } },
    },
  },
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/media': { target: API_ORIGIN, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/media': { target: API_ORIGIN, changeOrigin: true },
    },
  },
});
