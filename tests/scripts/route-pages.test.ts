// @vitest-environment node
// The build's per-route pages and boot script, as text: a route's page names it and preloads
// its chunks at low priority, and titles are escaped.
import { describe, expect, it } from 'vitest';
import { lowPriority } from '../../scripts/boot-plugin';
import {
  routeHtml,
  routePageFile,
  routePagesAtTheirPaths,
  withPreloads,
} from '../../scripts/route-pages-plugin';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Cash Loan</title>
    <script fetchpriority="low" type="module" crossorigin src="/assets/boot-b.js"></script>
    <link fetchpriority="low" rel="modulepreload" crossorigin href="/assets/main-a.js">
  </head>
  <body><div id="root"><header><h1>Cash Loan</h1></header></div></body>
</html>`;

describe('route pages', () => {
  it('puts the title in the shell and <title>, and preloads the chunks at low priority', () => {
    const html = routeHtml(INDEX, 'Customer service', ['assets/cs-1.js', 'assets/screen-2.js']);
    expect(html).toContain('<title>Customer service</title>');
    expect(html).toContain('<h1>Customer service</h1>');
    expect(html).toContain(
      '<link fetchpriority="low" rel="modulepreload" crossorigin href="/assets/cs-1.js">',
    );
    expect(html).toContain('href="/assets/screen-2.js"');
    expect(html.indexOf('screen-2.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('escapes a title', () => {
    const html = routeHtml(INDEX, 'Terms & <Conditions>', []);
    expect(html).toContain('<h1>Terms &#38; &#60;Conditions&#62;</h1>');
  });

  it('refuses an index.html without the shell title', () => {
    expect(() => routeHtml('<html><head></head></html>', 'x', [])).toThrow(/shell title/);
  });

  it('names the file after the path, the home page home.html', () => {
    expect(routePageFile('/bindBank')).toBe('routes/bindBank.html');
    expect(routePageFile('/')).toBe('home.html');
    expect(routePageFile('/index')).toBe('routes/index.html');
  });

  it("adds only preloads to the home page: index.html's title and description are its own", () => {
    const html = withPreloads(INDEX, ['assets/website-1.js']);
    expect(html).toBe(
      INDEX.replace(
        '  </head>',
        '    <link fetchpriority="low" rel="modulepreload" crossorigin href="/assets/website-1.js">\n  </head>',
      ),
    );
  });

  it('has the offline worker keep each page under its path, the home page under ./', () => {
    const { manifest } = routePagesAtTheirPaths([
      { url: 'routes/bindBank.html', revision: 'a' },
      { url: 'home.html', revision: 'b' },
      { url: 'index.html', revision: 'c' },
      { url: 'assets/main-1.js', revision: null },
    ]);
    expect(manifest.map((e) => e.url)).toEqual([
      'bindBank',
      './',
      'index.html',
      'assets/main-1.js',
    ]);
    expect(manifest[1]?.revision).toBe('b');
  });

  it('marks a script or link low priority once', () => {
    expect(lowPriority('<script type="module" src="/a.js"></script>')).toBe(
      '<script fetchpriority="low" type="module" src="/a.js"></script>',
    );
    expect(lowPriority('<link rel="modulepreload" href="/a.js">')).toBe(
      '<link fetchpriority="low" rel="modulepreload" href="/a.js">',
    );
  });
});
