import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { codeSplitting, moduleChunks } from './chunk-groups.ts';
import { routeTable } from './route-table-build.ts';

const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://127.0.0.1:3121';

export default defineConfig({
  plugins: [react(), moduleChunks(import.meta.dirname), routeTable()],
  server: {
    host: '127.0.0.1',
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: 'hidden',
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting },
    },
  },
});
