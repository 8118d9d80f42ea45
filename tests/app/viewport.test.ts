// @vitest-environment node
// The pages' viewport (decision 052): drawing under an iPhone's status bar, notch and home
// indicator (`viewport-fit=cover`) is only right for a page that pads itself clear of them
// with env(safe-area-inset-*). None of ours does, so none asks for it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PAGES = ['index.html', 'src/studio/frame.html'];

function viewportOf(file: string): string {
  const html = fs.readFileSync(path.join(ROOT, file), 'utf8');
  return /<meta name="viewport" content="([^"]*)"/.exec(html)?.[1] ?? '';
}

describe('the viewport', () => {
  it.each(PAGES)('%s keeps the page inside the safe area', (file) => {
    expect(viewportOf(file)).toBe('width=device-width, initial-scale=1');
  });
});
