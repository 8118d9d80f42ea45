// @vitest-environment node
// The payment-instructions config (schemas/v1/config/payment-instructions.*): the shipped
// default stays valid, complete in both catalogues and in the contract's shape, and
// `npm run validate-config` checks such a file (found by its shape, its "$schema" or --kind)
// with a JSON Pointer and a plain reason per problem.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import shipped from '../../schemas/v1/config/payment-instructions.default.json';
import { validatePaymentInstructions } from '../../src/generated/validators/v1/config/payment-instructions';
import { en } from '../../src/i18n/en';
import { fil } from '../../src/i18n/fil';
import { checkConfig, kindOf, parseArgs } from '../../scripts/validate-config';
import { validateConfigCli } from './validate-config-cli';

const root = path.resolve(import.meta.dirname, '../..');
const DEFAULT = path.join(root, 'schemas/v1/config/payment-instructions.default.json');
const { run, write } = validateConfigCli('validate-instructions-');

const steps = (n: number) => Array.from({ length: n }, (_, i) => ({ text: `Step ${i + 1}` }));
const problems = (config: unknown) =>
  checkConfig(JSON.stringify(config), 'payment-instructions').problems.map(
    (p) => `${p.pointer}: ${p.reason}`,
  );

describe('the shipped payment-instructions config', { timeout: 30_000 }, () => {
  it('passes validate-config', () => {
    const { status, out } = run(DEFAULT);
    expect(out).toContain('valid payment-instructions config');
    expect(status).toBe(0);
  });

  it('meets the schema the app is typed from', () => {
    expect(validatePaymentInstructions(shipped)).toBe(true);
  });

  it('has GCash, Maya and 7-Eleven in that order, each with at least 3 steps', () => {
    expect(shipped.channels.map((c) => c.id)).toEqual(['gcash', 'maya', '7eleven']);
    for (const channel of shipped.channels) expect(channel.steps.length).toBeGreaterThanOrEqual(3);
  });

  it('names only keys both complete catalogues have', () => {
    const keys = shipped.channels.flatMap((c) => [c.name.key, ...c.steps.map((s) => s.key)]);
    expect(keys.filter((key) => !(key in en) || !(key in fil))).toEqual([]);
  });
});

describe('validate-config on payment-instructions files', { timeout: 30_000 }, () => {
  it('tells the kind by --kind, by "$schema", then by shape (bank-form layout otherwise)', () => {
    expect(kindOf({ channels: [] }).name).toBe('payment-instructions');
    expect(kindOf({ $schema: './payment-instructions.schema.json' }).name).toBe(
      'payment-instructions',
    );
    expect(kindOf({ $schema: '../config/bank-form-layout.schema.json', channels: [] }).name).toBe(
      'bank-form-layout',
    );
    expect(kindOf({ version: 1 }).name).toBe('bank-form-layout');
    expect(kindOf(null).name).toBe('bank-form-layout');
    expect(parseArgs(['--', 'a.json', '--kind', 'payment-instructions'])).toEqual({
      file: 'a.json',
      kind: 'payment-instructions',
    });
    expect(parseArgs(['--kind=bank-form-layout', 'b.json'])).toEqual({
      file: 'b.json',
      kind: 'bank-form-layout',
    });
  });

  it('accepts literal texts and new channel ids', () => {
    const file = write('literal.json', {
      version: 1,
      channels: [{ id: 'shopeepay', name: { text: 'ShopeePay' }, steps: steps(3) }],
    });
    expect(run(file)).toMatchObject({ status: 0 });
  });

  it('lists every schema problem with its pointer and reason', () => {
    expect(
      problems({
        version: 1,
        channels: [
          { id: 'GCash', name: { key: 'bank.tab.bank' }, steps: steps(2) },
          { id: 'maya', name: { key: 'x', text: 'Maya' }, steps: steps(3), logo: 'm.png' },
          { id: '7eleven', name: { text: '' } },
        ],
      }).sort(),
    ).toEqual(
      [
        '/channels/0/id: this must be lower-case letters, digits or "-" (at most 32)',
        '/channels/0/name/key: this catalogue key must start with "paymentInstructions." and use letters, digits, ".", "_" or "-"',
        '/channels/0/steps: this list needs at least 3 entries',
        '/channels/1/logo: "logo" is not a known setting here (check its spelling)',
        '/channels/1/name/key: this catalogue key must start with "paymentInstructions." and use letters, digits, ".", "_" or "-"',
        '/channels/1/name: give exactly one of "key" (catalogue key) or "text"',
        '/channels/2/steps: the setting "steps" is missing; it is required here',
        '/channels/2/name/text: this text must not be empty',
      ].sort(),
    );
  });

  it('finds a repeated channel and a key the catalogue lacks', () => {
    expect(
      problems({
        version: 1,
        channels: [
          { id: 'gcash', name: { text: 'GCash' }, steps: steps(3) },
          { id: 'gcash', name: { key: 'paymentInstructions.nope' }, steps: steps(3) },
        ],
      }),
    ).toEqual([
      '/channels/1/id: channel "gcash" is already at /channels/0',
      '/channels/1/name/key: "paymentInstructions.nope" is not among the strings of the page that draws it (src/i18n/en-core.ts or src/i18n/en-payment-guide.ts); add it there or write the text with "text"',
    ]);
  });

  it('exits 1 on a broken file, 2 on an unknown --kind', () => {
    const broken = run(
      write('broken.json', { version: 2, channels: [] }),
      '--kind',
      'payment-instructions',
    );
    expect(broken.status).toBe(1);
    expect(broken.out).toContain('/version: this must be exactly 1');
    expect(broken.out).toContain('/channels: this list needs at least 1 entry');
    // Read as what it says it is, the bank-form default is not an instructions file.
    const wrongKind = run(
      path.join(root, 'schemas/v1/config/bank-form-layout.default.json'),
      '--kind=payment-instructions',
    );
    expect(wrongKind.status).toBe(1);
    expect(wrongKind.out).toContain('the setting "channels" is missing');
    expect(run(DEFAULT, '--kind', 'nope')).toMatchObject({ status: 2 });
  });
});
