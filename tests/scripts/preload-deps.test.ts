// @vitest-environment node
// What a dynamic import preloads (scripts/preload-deps-plugin.ts): not what its importer has
// already loaded, and nothing when only the imported chunk is left.
import { describe, expect, it } from 'vitest';
import { preloadDeps } from '../../scripts/preload-deps-plugin';

const chunk = (imports: string[]) => ({ type: 'chunk', imports });
const bundle = {
  'assets/index.js': chunk([]),
  'assets/screen.js': chunk(['assets/index.js']),
  'assets/page.js': chunk(['assets/index.js', 'assets/screen.js']),
  'assets/Frame.js': chunk(['assets/index.js', 'assets/screen.js']),
  'assets/Gallery.js': chunk(['assets/index.js', 'assets/viewer.js']),
  'assets/viewer.js': chunk(['assets/index.js']),
};

function withBundle() {
  const preload = preloadDeps();
  const hook = preload.plugin.generateBundle as { handler: (o: unknown, b: unknown) => void };
  hook.handler({}, bundle);
  return preload.resolveDependencies;
}

describe('preload lists', () => {
  it('leave out what the importing chunk has loaded, and the import itself when alone', () => {
    const resolve = withBundle();
    const frameDeps = ['assets/Frame.js', 'assets/index.js', 'assets/screen.js'];
    expect(resolve('assets/Frame.js', frameDeps, { hostId: 'assets/page.js' })).toEqual([]);
    const galleryDeps = ['assets/Gallery.js', 'assets/index.js', 'assets/viewer.js'];
    expect(resolve('assets/Gallery.js', galleryDeps, { hostId: 'assets/page.js' })).toEqual([
      'assets/Gallery.js',
      'assets/viewer.js',
    ]);
  });

  it('keep what the entry has not loaded: a page and its shared chunks', () => {
    const resolve = withBundle();
    const pageDeps = ['assets/page.js', 'assets/screen.js'];
    expect(resolve('assets/page.js', pageDeps, { hostId: 'assets/index.js' })).toEqual(pageDeps);
  });

  it('change nothing before the bundle is known', () => {
    const deps = ['assets/page.js', 'assets/screen.js'];
    expect(preloadDeps().resolveDependencies('assets/page.js', deps, { hostId: 'x' })).toEqual(
      deps,
    );
  });
});
