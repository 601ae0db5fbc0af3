import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { codeSplitting, moduleChunks } from './chunk-groups.ts';
import { runtimeAliases } from './runtime-aliases.ts';

const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://127.0.0.1:3121';

export default defineConfig({
  plugins: [react(), moduleChunks(import.meta.dirname)],
  resolve: { alias: runtimeAliases },
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
      onwarn(warning, warn) {
        // React Router reads React 19's useOptimistic when there is one and falls back when not (Preact has none).
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return;
        warn(warning);
      },
      output: { codeSplitting },
    },
  },
});
