// Build and dev-server configuration. The fixture API is mounted by scripts/start.ts and
// scripts/preview.ts, never by the production bundle.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { moduleMapPlugin } from './scripts/module-map-plugin.ts';

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' }), moduleMapPlugin()],
  build: {
    manifest: true,
    target: 'es2020',
    sourcemap: false,
  },
});
