// @vitest-environment node
// Which request paths are the studio's pages, on the dev and the preview server alike.
import { describe, expect, it } from 'vitest';
import { studioPage } from '../../scripts/studio-plugin';

describe('the studio pages', () => {
  it.each([
    ['/studio', 'src/studio/index.html'],
    ['/studio/', 'src/studio/index.html'],
    ['/studio/frame.html', 'src/studio/frame.html'],
  ])('%s is %s', (pathname, page) => expect(studioPage(pathname)).toBe(page));

  it.each(['/studiox', '/studio/other.html', '/studio/../index.html', '/studio/assets/a.js', '/'])(
    '%s is none of them',
    (pathname) => expect(studioPage(pathname)).toBeUndefined(),
  );
});
