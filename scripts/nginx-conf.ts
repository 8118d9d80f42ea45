// deploy/nginx.conf as data: a small parser of nginx's configuration syntax (for the test
// that keeps its security headers equal to scripts/security-headers.ts) and the rewrite that
// runs the production file locally (scripts/nginx-smoke.ts): only the deployment-specific
// values change, everything else is served exactly as it would be in production.
import path from 'node:path';

export const NGINX_CONF = path.resolve(import.meta.dirname, '../deploy/nginx.conf');

export interface Directive {
  name: string;
  args: string[];
  /** The directives of its block, when it has one (`http { … }`). */
  block?: Directive[];
  line: number;
}

interface Token {
  kind: 'word' | ';' | '{' | '}';
  text: string;
  line: number;
}

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let line = 1;
  let i = 0;
  while (i < source.length) {
    const c = source[i] as string;
    if (c === '\n') line += 1;
    if (/\s/.test(c)) {
      i += 1;
    } else if (c === '#') {
      while (i < source.length && source[i] !== '\n') i += 1;
    } else if (c === ';' || c === '{' || c === '}') {
      tokens.push({ kind: c, text: c, line });
      i += 1;
    } else if (c === '"' || c === "'") {
      const start = line;
      let text = '';
      i += 1;
      while (i < source.length && source[i] !== c) {
        if (source[i] === '\\' && i + 1 < source.length) i += 1;
        if (source[i] === '\n') line += 1;
        text += source[i];
        i += 1;
      }
      if (i >= source.length) throw new Error(`nginx.conf:${start}: unterminated ${c} string`);
      i += 1;
      tokens.push({ kind: 'word', text, line: start });
    } else {
      let text = '';
      while (i < source.length && !/[\s;{}"'#]/.test(source[i] as string)) {
        text += source[i];
        i += 1;
      }
      tokens.push({ kind: 'word', text, line });
    }
  }
  return tokens;
}

/** The directives of an nginx configuration, blocks nested; throws on a syntax error. */
export function parseNginxConf(source: string): Directive[] {
  const tokens = tokenize(source);
  let at = 0;
  function parseBlock(closed: boolean): Directive[] {
    const directives: Directive[] = [];
    while (at < tokens.length) {
      const first = tokens[at] as Token;
      if (first.kind === '}') {
        if (!closed) throw new Error(`nginx.conf:${first.line}: unexpected }`);
        at += 1;
        return directives;
      }
      if (first.kind !== 'word')
        throw new Error(`nginx.conf:${first.line}: unexpected ${first.kind}`);
      const args: string[] = [];
      at += 1;
      while (at < tokens.length && tokens[at]?.kind === 'word') {
        args.push((tokens[at] as Token).text);
        at += 1;
      }
      const end = tokens[at];
      if (end?.kind === ';') {
        at += 1;
        directives.push({ name: first.text, args, line: first.line });
      } else if (end?.kind === '{') {
        at += 1;
        directives.push({ name: first.text, args, block: parseBlock(true), line: first.line });
      } else {
        throw new Error(`nginx.conf:${first.line}: ${first.text} is not ended by ; or {`);
      }
    }
    if (closed) throw new Error('nginx.conf: a block is not closed');
    return directives;
  }
  return parseBlock(false);
}

/** Every directive with a block, outermost first, the file's top level included. */
export function blocksOf(
  directives: Directive[],
  where = 'main',
): Array<{ where: string; directives: Directive[] }> {
  const found = [{ where, directives }];
  for (const d of directives) {
    if (d.block) found.push(...blocksOf(d.block, `${where} > ${[d.name, ...d.args].join(' ')}`));
  }
  return found;
}

export interface LocalRun {
  /** `listen` value, e.g. 127.0.0.1:8081. */
  listen: string;
  /** The dist/ folder to serve. */
  root: string;
  /** host:port of the API the upstream points to. */
  upstream: string;
  /** host:port of the config service (`upstream config_service`). */
  configUpstream: string;
  /** A writable folder for the temp paths and the access log. */
  prefix: string;
  /** Running as root: workers stay root (they must read `root` wherever it is). */
  asRoot: boolean;
}

/** A path as one nginx argument. nginx would read `$` as a variable: refused. */
function quote(value: string): string {
  if (value.includes('$')) throw new Error(`nginx-conf: a path with $ is not supported: ${value}`);
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}

/** Replaces the one match of `pattern`; throws when it matches zero or several times. */
function replaceOnce(source: string, pattern: RegExp, replacement: string, what: string): string {
  const count = [...source.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))].length;
  if (count !== 1) {
    throw new Error(`deploy/nginx.conf: expected one ${what}, found ${count}`);
  }
  return source.replace(pattern, replacement);
}

/**
 * deploy/nginx.conf rewritten to run as an unprivileged local server: the user, listen,
 * root, upstream servers, log and temp paths change; nothing else does.
 */
export function renderForLocalRun(source: string, run: LocalRun): string {
  let out = source;
  out = replaceOnce(
    out,
    /^([ \t]*)user[ \t]+[^;\n]+;/m,
    run.asRoot ? '$1user root;' : '$1# user: not root, workers run as the current user',
    'user directive',
  );
  out = replaceOnce(
    out,
    /^([ \t]*)access_log[ \t]+[^;\n]+;/m,
    `$1access_log ${quote(path.join(run.prefix, 'access.log'))};`,
    'access_log directive',
  );
  out = replaceOnce(out, /^([ \t]*)error_log[ \t]+[^;\n]+;/m, '$1error_log stderr;', 'error_log');
  out = replaceOnce(out, /^([ \t]*)root[ \t]+[^;\n]+;/m, `$1root ${quote(run.root)};`, 'root');
  out = replaceOnce(
    out,
    /(upstream[ \t]+borrower_api[ \t]*\{[^}]*?^[ \t]*)server[ \t]+[^;\n]+;/m,
    `$1server ${run.upstream};`,
    'server line in upstream borrower_api',
  );
  out = replaceOnce(
    out,
    /(upstream[ \t]+config_service[ \t]*\{[^}]*?^[ \t]*)server[ \t]+[^;\n]+;/m,
    `$1server ${run.configUpstream};`,
    'server line in upstream config_service',
  );
  const listens = [...out.matchAll(/^([ \t]*)listen[ \t]+[^;\n]+;\n/gm)];
  if (listens.length === 0) throw new Error('deploy/nginx.conf: no listen directive');
  let first = true;
  out = out.replace(/^([ \t]*)listen[ \t]+[^;\n]+;\n/gm, (_all, indent: string) => {
    const line = first ? `${indent}listen ${run.listen};\n` : '';
    first = false;
    return line;
  });
  const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `    ${kind}_temp_path ${quote(path.join(run.prefix, kind))};\n`)
    .join('');
  out = replaceOnce(out, /^http[ \t]*\{[ \t]*\n/m, `$&${temps}`, 'http block');
  parseNginxConf(out);
  return out;
}
