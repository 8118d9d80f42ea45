// @vitest-environment node
// deploy/publish.sh puts a build where nginx serves it in the order a borrower's browser needs:
// the new assets first (the old ones stay), then the route pages, then the home page and
// index.html, and the offline worker last; the release before keeps its assets, older ones go.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const SCRIPT = path.resolve(import.meta.dirname, '../../deploy/publish.sh');
let work = '';

afterEach(() => {
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

/** A build of `release` whose files name it, as a build's hashed names would differ. */
function build(release: string): string {
  const dist = path.join(work, `dist-${release}`);
  const files: Record<string, string> = {
    [`assets/boot-${release}.js`]: 'boot',
    [`assets/boot-${release}.js.br`]: 'boot, compressed',
    'routes/bindBank.html': `bindBank of ${release}`,
    'home.html': `home of ${release}`,
    'index.html': `shell of ${release}`,
    'sw.js': `worker of ${release}`,
    'sw.js.gz': `worker of ${release}, compressed`,
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), text);
  }
  return dist;
}

function publish(release: string, root: string): string[] {
  return execFileSync('sh', [SCRIPT, build(release), root], { encoding: 'utf8' })
    .trim()
    .split('\n');
}

describe('deploy/publish.sh', () => {
  it('publishes the assets, the route pages, the other pages, then the offline worker', () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-'));
    const root = path.join(work, 'served');
    const order = publish('one', root);
    const at = (file: string) => order.indexOf(file);
    expect(order).toHaveLength(7);
    expect(at('assets/boot-one.js')).toBeLessThan(at('routes/bindBank.html'));
    expect(at('routes/bindBank.html')).toBeLessThan(at('index.html'));
    expect(at('home.html')).toBeLessThan(at('sw.js'));
    expect(order.slice(-2).sort()).toEqual(['sw.js', 'sw.js.gz']);
    expect(fs.readFileSync(path.join(root, 'routes/bindBank.html'), 'utf8')).toBe(
      'bindBank of one',
    );
    // Nothing half-written is left behind, and the release lists are not served.
    expect(fs.readdirSync(root).sort()).toEqual([
      'assets',
      'home.html',
      'index.html',
      'routes',
      'sw.js',
      'sw.js.gz',
    ]);
  });

  it('keeps the assets of the release before, for pages opened before the deploy', () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-'));
    const root = path.join(work, 'served');
    const assets = () => fs.readdirSync(path.join(root, 'assets')).sort();
    publish('one', root);
    publish('two', root);
    expect(assets()).toEqual(['boot-one.js', 'boot-one.js.br', 'boot-two.js', 'boot-two.js.br']);
    const third = publish('three', root);
    expect(third).toContain('removed assets/boot-one.js');
    expect(assets()).toEqual([
      'boot-three.js',
      'boot-three.js.br',
      'boot-two.js',
      'boot-two.js.br',
    ]);
  });

  it('publishing the same build again is no new release: the one before keeps its assets', () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-'));
    const root = path.join(work, 'served');
    publish('one', root);
    publish('two', root);
    expect(publish('two', root).filter((line) => line.startsWith('removed'))).toEqual([]);
    expect(fs.readdirSync(path.join(root, 'assets')).sort()).toEqual([
      'boot-one.js',
      'boot-one.js.br',
      'boot-two.js',
      'boot-two.js.br',
    ]);
  });

  it('a root written with a trailing slash keeps its lists beside it, not served', () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-'));
    const root = path.join(work, 'served');
    publish('one', `${root}/`);
    publish('two', root);
    expect(fs.existsSync(path.join(root, '.releases'))).toBe(false);
    expect(fs.readdirSync(path.join(root, 'assets'))).toContain('boot-one.js');
  });

  it('on a root filled by a plain copy, the assets it serves count as the release before', () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-'));
    const root = path.join(work, 'served');
    fs.cpSync(build('copied'), root, { recursive: true });
    expect(publish('one', root).filter((line) => line.startsWith('removed'))).toEqual([]);
    expect(fs.readdirSync(path.join(root, 'assets'))).toContain('boot-copied.js');
    expect(publish('two', root)).toContain('removed assets/boot-copied.js');
  });

  it('refuses a directory that is not a build, and changes nothing', () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-'));
    const root = path.join(work, 'served');
    expect(() =>
      execFileSync('sh', [SCRIPT, work, root], { encoding: 'utf8', stdio: 'pipe' }),
    ).toThrow(/is not a build/);
    expect(fs.existsSync(root)).toBe(false);
  });
});
