// Builds the react-jsonschema-form peer of `npm run bench:bank` (index.html) and its plain
// React floor (floor.html), production mode, minified, into node_modules/.cache/bench-rjsf,
// outside the app's dist/.
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from '../precompress-plugin.ts';

const root = import.meta.dirname;
export const PEER_OUT_DIR = path.resolve(root, '../../node_modules/.cache/bench-rjsf');

export default defineConfig({
  root,
  // Compressed and served as the app is, so the two are timed on equal terms.
  plugins: [react(), precompressPlugin()],
  logLevel: 'warn',
  build: {
    outDir: PEER_OUT_DIR,
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      input: { peer: path.join(root, 'index.html'), floor: path.join(root, 'floor.html') },
    },
  },
});
