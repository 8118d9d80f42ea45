// README's route table is the one a newcomer reads: it must list every route.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/routes';

describe('README', () => {
  const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');
  it('lists every route of the route table', () => {
    for (const route of routes) {
      const cell = new RegExp(`\\|\\s*\`${route.path}\`\\s*\\|`);
      expect(readme).toMatch(cell);
    }
  });
  it('gives the two commands a newcomer needs', () => {
    expect(readme).toContain('npm start');
    expect(readme).toContain('npm test');
  });
});
