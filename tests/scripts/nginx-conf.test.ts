// @vitest-environment node
// deploy/nginx.conf stays in step with the app: every block that sets headers sends exactly
// the security headers of scripts/security-headers.ts, path by path (nginx drops inherited
// add_header in a block with its own), caching follows the file kinds, and the local rewrite
// used by `npm run smoke:nginx` changes only the deployment-specific values.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  blocksOf,
  NGINX_CONF,
  parseNginxConf,
  renderForLocalRun,
  type Directive,
} from '../../scripts/nginx-conf';
import {
  DOCUMENT_ONLY_HEADERS,
  securityHeaders,
  securityHeadersFor,
} from '../../scripts/security-headers';
import { HOME_PAGE_FILE, ROUTE_PAGES_DIR } from '../../scripts/route-pages-plugin';

const source = fs.readFileSync(NGINX_CONF, 'utf8');
const conf = parseNginxConf(source);

function find(directives: Directive[], name: string, ...args: string[]): Directive[] {
  return directives.filter((d) => d.name === name && args.every((arg, i) => d.args[i] === arg));
}

function only(directives: Directive[], name: string, ...args: string[]): Directive {
  const found = find(directives, name, ...args);
  expect(found, `${[name, ...args].join(' ')}`).toHaveLength(1);
  return found[0] as Directive;
}

const http = only(conf, 'http').block ?? [];
const server = only(http, 'server').block ?? [];

/**
 * What a `map $uri $name { … }` of the http block gives for `uri`: an exact key, else the
 * first regular expression that matches, else the default.
 */
function mapped(variable: string, uri: string): string {
  const rules = only(http, 'map', '$uri', variable).block ?? [];
  const exact = rules.find((d) => !d.name.startsWith('~') && d.name === uri);
  const regex = rules.find((d) => d.name.startsWith('~') && new RegExp(d.name.slice(1)).test(uri));
  return (exact ?? regex ?? only(rules, 'default')).args[0] ?? '';
}

/** The security headers the server block sends for `uri`; an empty value sends none. */
function securitySent(uri: string): Record<string, string> {
  const sent: Record<string, string> = {};
  for (const d of find(server, 'add_header')) {
    const [name = '', value = ''] = d.args;
    if (!(name in securityHeaders())) continue;
    const resolved = value.startsWith('$') ? mapped(value, uri) : value;
    if (resolved) sent[name] = resolved;
  }
  return sent;
}

describe('deploy/nginx.conf', () => {
  const lower = new Set(Object.keys(securityHeaders()).map((name) => name.toLowerCase()));

  it.each([
    '/index.html',
    '/routes/bindBank.html',
    '/sw.js',
    '/assets/main-Ab12_-.js',
    '/assets/main-Ab12_-.css',
    '/assets/icon-Ab12.svg',
    '/amenities/v3/bind-card/card-init',
    '/config-api/v1/session',
  ])('sends %s the security headers of scripts/security-headers.ts', (uri) => {
    expect(securitySent(uri)).toEqual(securityHeadersFor(uri));
  });

  it('leaves the document-only headers off the hashed scripts and style sheets only', () => {
    for (const name of DOCUMENT_ONLY_HEADERS) {
      expect(securitySent('/assets/main-Ab12.js')[name], name).toBeUndefined();
      expect(securitySent('/assets/main-Ab12.css')[name], name).toBeUndefined();
      expect(securitySent('/assets/icon-Ab12.svg')[name], name).toBe(securityHeaders()[name]);
      expect(securitySent('/sw.js')[name], name).toBe(securityHeaders()[name]);
    }
    expect(Object.keys(securitySent('/assets/main-Ab12.js'))).toEqual([
      'Referrer-Policy',
      'X-Content-Type-Options',
    ]);
  });

  it('repeats them in every block that sets any header of its own', () => {
    const security = (directives: Directive[]) =>
      find(directives, 'add_header')
        .filter((d) => lower.has(d.args[0]?.toLowerCase() ?? ''))
        .map((d) => d.args);
    const expected = security(server);
    expect(expected.map(([name]) => name)).toEqual(Object.keys(securityHeaders()));
    // `always`: error answers carry them too.
    for (const args of expected) expect(args[2], args[0]).toBe('always');
    for (const { where, directives } of blocksOf(conf)) {
      if (find(directives, 'add_header').length === 0) continue;
      expect(security(directives), `security headers in ${where}`).toEqual(expected);
    }
  });

  it('has no Content-Security-Policy that allows eval', () => {
    const csp = securitySent('/index.html')['Content-Security-Policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('caches hashed assets for a year and revalidates the files that keep their names', () => {
    const map = only(http, 'map', '$uri', '$borrower_cache_control').block ?? [];
    const rule = (key: string) => only(map, key).args[0];
    expect(rule('~^/assets/')).toBe('public, max-age=31536000, immutable');
    for (const file of ['/index.html', '/sw.js', '/registerSW.js', '/manifest.webmanifest']) {
      expect(rule(file), file).toBe('no-cache');
    }
    expect(rule('~^/amenities/')).toBe('');
    expect(rule('default')).toBe('no-cache');
    // Without `always`: an error answer (a missing asset) is never cached for a year.
    expect(only(server, 'add_header', 'Cache-Control').args).toEqual([
      'Cache-Control',
      '$borrower_cache_control',
    ]);
  });

  it('serves a route its own page, falls back to index.html except under /assets/, and proxies /amenities/', () => {
    expect(only(only(server, 'location', '/').block ?? [], 'try_files').args).toEqual([
      '$uri',
      `/${ROUTE_PAGES_DIR}$uri.html`,
      '/index.html',
    ]);
    expect(only(only(server, 'location', '=', '/').block ?? [], 'try_files').args).toEqual([
      `/${HOME_PAGE_FILE}`,
      '/index.html',
    ]);
    expect(only(only(server, 'location', '/assets/').block ?? [], 'try_files').args).toEqual([
      '$uri',
      '=404',
    ]);
    const api = only(server, 'location', '/amenities/').block ?? [];
    expect(only(api, 'proxy_pass').args).toEqual(['http://borrower_api']);
    const upstream = only(http, 'upstream', 'borrower_api').block ?? [];
    expect(find(upstream, 'server')).toHaveLength(1);
    // Idle connections dropped before a gateway with Node's 5 s idle limit drops them.
    expect(only(upstream, 'keepalive_timeout').args).toEqual(['4s']);
  });

  it('routes /config-api/ and the two config reads to the config service', () => {
    expect(find(only(http, 'upstream', 'config_service').block ?? [], 'server')).toHaveLength(1);
    const reads =
      only(
        server,
        'location',
        '~',
        '^/amenities/v3/(channel/channel-template|bind-card/form-layout)$',
      ).block ?? [];
    expect(only(reads, 'proxy_pass').args).toEqual(['http://config_service']);
    const pattern = new RegExp(find(server, 'location', '~').map((d) => d.args[1])[0] as string);
    expect(pattern.test('/amenities/v3/channel/channel-template')).toBe(true);
    expect(pattern.test('/amenities/v3/bind-card/form-layout')).toBe(true);
    expect(pattern.test('/amenities/v3/bind-card/card-init')).toBe(false);
    const api = only(server, 'location', '/config-api/').block ?? [];
    expect(only(api, 'proxy_pass').args).toEqual(['http://config_service']);
    // Sign-ins, and writes of any kind (each refused one is audited), are limited per client.
    expect(find(api, 'limit_req').map((d) => d.args)).toEqual([
      ['zone=config_signin', 'burst=10', 'nodelay'],
      ['zone=config_writes', 'burst=30', 'nodelay'],
    ]);
    const writers = only(http, 'map', '$request_method', '$config_write_client').block ?? [];
    expect(only(writers, 'GET').args).toEqual(['']);
    expect(only(writers, 'default').args).toEqual(['$binary_remote_addr']);
    // The service's own Cache-Control (no-store; public, max-age=30 on the reads) is kept.
    const map = only(http, 'map', '$uri', '$borrower_cache_control').block ?? [];
    expect(only(map, '~^/config-api/').args).toEqual(['']);
    expect(only(map, '~^/amenities/').args).toEqual(['']);
  });

  it('compresses text with the stock modules only', () => {
    expect(only(http, 'gzip').args).toEqual(['on']);
    expect(only(http, 'gzip_types').args).toEqual(
      expect.arrayContaining(['application/javascript', 'text/css', 'application/json']),
    );
    expect(find(conf, 'load_module')).toEqual([]);
    expect(blocksOf(conf).flatMap((b) => find(b.directives, 'brotli'))).toEqual([]);
  });

  it('is rewritten for a local run in the deployment-specific values only', () => {
    const rendered = renderForLocalRun(source, {
      listen: '127.0.0.1:18080',
      root: '/tmp/app dir/dist',
      upstream: '127.0.0.1:18081',
      configUpstream: '127.0.0.1:18082',
      prefix: '/tmp/nginx-x',
      asRoot: false,
    });
    const local = parseNginxConf(rendered);
    const localHttp = only(local, 'http').block ?? [];
    const localServer = only(localHttp, 'server').block ?? [];
    expect(find(local, 'user')).toEqual([]);
    expect(find(localServer, 'listen').map((d) => d.args)).toEqual([['127.0.0.1:18080']]);
    expect(only(localServer, 'root').args).toEqual(['/tmp/app dir/dist']);
    expect(only(only(localHttp, 'upstream', 'borrower_api').block ?? [], 'server').args).toEqual([
      '127.0.0.1:18081',
    ]);
    expect(only(only(localHttp, 'upstream', 'config_service').block ?? [], 'server').args).toEqual([
      '127.0.0.1:18082',
    ]);
    expect(only(localHttp, 'proxy_temp_path').args).toEqual(['/tmp/nginx-x/proxy']);
    expect(only(localHttp, 'access_log').args).toEqual(['/tmp/nginx-x/access.log']);
    // Everything else is the production file unchanged.
    const changed = /^(user|listen|root|access_log|error_log|\w+_temp_path)$/;
    const strip = (directives: Directive[]): unknown[] =>
      directives
        .filter((d) => !changed.test(d.name))
        .map((d) => ({
          name: d.name,
          args: d.args,
          block: d.block && (d.name === 'upstream' ? 'upstream' : strip(d.block)),
        }));
    expect(strip(local)).toEqual(strip(conf));
    expect(renderForLocalRun(source, { ...localRun(), asRoot: true })).toMatch(/^user root;$/m);
  });
});

function localRun() {
  return {
    listen: '127.0.0.1:1',
    root: '/r',
    upstream: '127.0.0.1:2',
    configUpstream: '127.0.0.1:3',
    prefix: '/p',
    asRoot: false,
  };
}
