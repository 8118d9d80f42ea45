// The studio's build (src/studio/, served at /studio by scripts/preview.ts): its own module
// graph, so importing the app's pages and renderer never changes how the borrower build cuts
// its chunks (vite.config.ts), and its size counts against no budget.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { STUDIO_BASE, STUDIO_OUT_DIR } from './scripts/studio-plugin.ts';

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  base: STUDIO_BASE,
  publicDir: false,
  // One object per JSON module, parsed whole: the preview frame replaces a shipped layout's
  // or the brand config's content in place (src/studio/frame.ts), so no page may read a
  // value the bundler copied out of it.
  json: { stringify: true },
  build: {
    outDir: STUDIO_OUT_DIR,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      input: { studio: 'src/studio/index.html', frame: 'src/studio/frame.html' },
    },
  },
});
