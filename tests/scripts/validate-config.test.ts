// @vitest-environment node
// `npm run validate-config -- FILE` run for real: the shipped default and the served fixture
// layouts pass; broken files fail with a JSON Pointer and a plain reason per problem.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateConfigCli } from './validate-config-cli';

const root = path.resolve(import.meta.dirname, '../..');
const { folder, run, write } = validateConfigCli('validate-config-');

const layoutFixtures = path.join(root, 'fixtures/api/v3/bind-card/form-layout');
const served = fs
  .readdirSync(layoutFixtures)
  .filter((f) => !f.startsWith('invalid') && !f.startsWith('broken'));

describe('validate-config', { timeout: 30_000 }, () => {
  it('accepts the shipped default layout', () => {
    const { status, out } = run(path.join(root, 'schemas/v1/config/bank-form-layout.default.json'));
    expect(out).toContain('valid bank-form layout');
    expect(status).toBe(0);
  });

  it.each(served)('accepts the layout the fixture API serves in %s', (name) => {
    const envelope = JSON.parse(fs.readFileSync(path.join(layoutFixtures, name), 'utf8'));
    expect(run(write(name, envelope.data)).status).toBe(0);
  });

  it('lists every problem of a broken layout with its pointer and reason', () => {
    const envelope = JSON.parse(
      fs.readFileSync(path.join(layoutFixtures, 'broken-layout.json'), 'utf8'),
    );
    const { status, out } = run(write('broken.json', envelope.data));
    expect(status).toBe(1);
    expect(out).toContain('/cardTypes/0/cardType: this must be a whole number');
    expect(out).toContain('/helpText: "helpText" is not a known setting here (check its spelling)');
  });

  it('names a missing setting and a repeated card type', () => {
    const { status, out } = run(
      write('dupes.json', {
        version: 1,
        cardTypes: [
          { cardType: 1, label: { text: 'A' } },
          { cardType: 1, label: { key: 'bank.tab.bank' } },
        ],
      }),
    );
    expect(status).toBe(1);
    expect(out).toContain('/cardTypes/1/cardType: card type 1 already has a tab at /cardTypes/0');
    const missing = run(write('missing.json', { version: 1 }));
    expect(missing.status).toBe(1);
    expect(missing.out).toContain('/cardTypes: the setting "cardTypes" is missing');
  });

  it('names a text of only spaces: the tab or help would show nothing', () => {
    const { status, out } = run(
      write('blank.json', {
        version: 1,
        cardTypes: [{ cardType: 1, label: { text: '  ' } }],
        helpTexts: { accountNumber: { text: ' ' } },
      }),
    );
    expect(status).toBe(1);
    expect(out).toContain('/cardTypes/0/label/text: this text is only spaces');
    expect(out).toContain('/helpTexts/accountNumber/text: this text is only spaces');
  });

  it('names a brand text of only spaces: the footer and the documents would show nothing', () => {
    const brand = JSON.parse(
      fs.readFileSync(path.join(root, 'schemas/v1/config/brand.default.json'), 'utf8'),
    );
    const { status, out } = run(
      write('brand.json', { ...brand, companyName: '   ', email: ' ' }),
      '--kind',
      'brand',
    );
    expect(status).toBe(1);
    expect(out).toContain('/companyName: this text must not be empty');
    expect(out).toContain('/email: this text must not be empty');
  });

  it('names a catalogue key English lacks: the tab would read as the key', () => {
    const { status, out } = run(
      write('typo.json', {
        version: 1,
        cardTypes: [{ cardType: 1, label: { key: 'bank.tab.eWalet' } }],
        helpTexts: { accountNumber: { key: 'bank.help.nope' } },
      }),
    );
    expect(status).toBe(1);
    expect(out).toContain(
      '/cardTypes/0/label/key: "bank.tab.eWalet" is not among the strings of the page that draws it',
    );
    expect(out).toContain('"bank.help.nope" is not among the strings of the page that draws it');
  });

  it('accepts a file saved with a byte order mark, as the studio opens it', () => {
    const text = fs.readFileSync(
      path.join(root, 'schemas/v1/config/bank-form-layout.default.json'),
      'utf8',
    );
    const { status, out } = run(write('with-bom.json', `\uFEFF${text}`));
    expect(out).toContain('valid bank-form layout');
    expect(status).toBe(0);
  });

  it('fails on a file that is not JSON and on a file that does not exist', () => {
    const notJson = run(write('not-json.json', '{"version": 1,'));
    expect(notJson.status).toBe(1);
    expect(notJson.out).toContain('not valid JSON');
    const gone = run(path.join(folder, 'no-such-file.json'));
    expect(gone.status).toBe(1);
    expect(gone.out).toContain('no such file');
  });

  it('checks the file in a checkout whose path has a space (it ran nothing and passed)', () => {
    const checkout = path.join(folder, 'my checkout');
    fs.symlinkSync(root, checkout, 'dir');
    const result = spawnSync(
      path.join(root, 'node_modules/.bin/tsx'),
      [path.join(checkout, 'scripts/validate-config.ts'), write('spaced.json', { version: 1 })],
      { cwd: root, encoding: 'utf8' },
    );
    expect(result.stderr).toContain('the setting "cardTypes" is missing');
    expect(result.status).toBe(1);
  });
});
