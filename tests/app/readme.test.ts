// README is a newcomer's page: what the app is, the two commands, where things are, and links
// to docs/ for the rest. CI reads it for the test command.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { linkTargets, markdownFiles, readText, root } from './markdown';

describe('README', () => {
  const readme = readText('README.md');

  it('gives the two commands a newcomer needs after npm install', () => {
    const runIt = readme.split(/^## /m).find((section) => section.startsWith('Run it\n'));
    expect(runIt, 'a "Run it" section').toBeDefined();
    const block = /```\n([\s\S]*?)```/.exec(runIt!)?.[1] ?? '';
    const commands = block.split('\n').map((line) => line.split('#')[0]!.trim());
    expect(commands.slice(0, 3)).toEqual(['npm install', 'npm start', 'npm test']);
  });

  it('stays a page: at most 150 lines', () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(150);
  });

  it('links every page of docs/ and the decisions', () => {
    const links = new Set(linkTargets(readme).map((target) => target.split('#')[0]));
    const pages = markdownFiles('docs').filter((file) => !file.startsWith('docs/decisions/'));
    for (const page of pages) expect(links, `README links ${page}`).toContain(page);
    expect(links).toContain('docs/decisions/');
    expect(fs.existsSync(path.join(root, 'docs/decisions'))).toBe(true);
  });
});
