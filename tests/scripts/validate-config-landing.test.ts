// @vitest-environment node
// The promotion landing template (schemas/v1/config/landing-template.*, contract public.md,
// Promotion landing §1): the shipped default stays valid and in the contract's shape, the
// fixture templates are what their names say, and `npm run validate-config` checks such a
// file (found by --kind, its "$schema" or its shape) with a JSON Pointer and a plain reason
// per problem, including a phonePattern that does not compile.
import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import shipped from '../../schemas/v1/config/landing-template.default.json';
import { validateLandingTemplate } from '../../src/generated/validators/v1/config/landing-template';
import { checkConfig, kindOf } from '../../scripts/validate-config';
import { validateConfigCli } from './validate-config-cli';

const root = path.resolve(import.meta.dirname, '../..');
const DEFAULT = path.join(root, 'schemas/v1/config/landing-template.default.json');
const FIXTURES = path.join(root, 'fixtures/api/v3/channel/channel-template');
const { run, write } = validateConfigCli('validate-landing-');

/** The template (`data`) of a fixture answer. */
function fixture(scenario: string): Record<string, unknown> {
  const answer = JSON.parse(fs.readFileSync(path.join(FIXTURES, `${scenario}.json`), 'utf8')) as {
    code: unknown;
    data: Record<string, unknown>;
  };
  expect(answer.code).toBe(0);
  return answer.data;
}

const problems = (config: unknown) =>
  checkConfig(JSON.stringify(config), 'landing-template').problems.map(
    (p) => `${p.pointer}: ${p.reason}`,
  );
const pointers = (config: unknown) =>
  checkConfig(JSON.stringify(config), 'landing-template').problems.map((p) => p.pointer);

const minimal = { version: 1, headline: 'Borrow today', buttonText: 'Register' };

describe('the shipped landing template', { timeout: 30_000 }, () => {
  it('passes validate-config', () => {
    const { status, out } = run(DEFAULT);
    expect(out).toContain('valid landing template');
    expect(status).toBe(0);
  });

  it('meets the schema the app is typed from', () => {
    expect(validateLandingTemplate(shipped)).toBe(true);
  });

  it('is the contract default: "Register", pageType "default", appFrom "", no pattern or link', () => {
    expect(shipped).toMatchObject({
      version: 1,
      buttonText: 'Register',
      pageType: 'default',
      appFrom: '',
      form: ['mobile', 'captcha', 'smsCode'],
    });
    for (const absent of ['phonePattern', 'downloadUrl', 'heroImage', 'colors'])
      expect(shipped).not.toHaveProperty(absent);
  });

  it('draws only nodes the screen language accepts', () => {
    const ajv = new Ajv({ strict: true, allowUnionTypes: true, discriminator: true });
    const dir = path.join(root, 'schemas/v1/screen');
    for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }))
      if (file.endsWith('.schema.json'))
        ajv.addSchema(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')));
    const node = ajv.getSchema('https://borrower.invalid/schemas/v1/screen/node.schema.json')!;
    expect(shipped.sections.length).toBeGreaterThan(0);
    for (const section of [...shipped.sections, ...(fixture('default').sections as unknown[])])
      expect(node(section), JSON.stringify(node.errors)).toBe(true);
  });
});

describe('the fixture templates', () => {
  it('default, second-brand, hostile-url and absurd are valid templates', () => {
    for (const scenario of ['default', 'second-brand', 'hostile-url', 'absurd'])
      expect(validateLandingTemplate(fixture(scenario)), scenario).toBe(true);
    for (const scenario of ['default', 'second-brand', 'absurd'])
      expect(problems(fixture(scenario)), scenario).toEqual([]);
    // The page must bear it from a server; the checks would not let an operator publish it.
    expect(pointers(fixture('hostile-url'))).toEqual(['/heroImage']);
  });

  it('absurd has 1000 nodes, a 100 000-character text and an unknown type, and is still valid', () => {
    const sections = fixture('absurd').sections as Array<{ type: string; text?: unknown }>;
    expect(sections).toHaveLength(1000);
    expect(sections.some((s) => typeof s.text === 'string' && s.text.length === 100_000)).toBe(
      true,
    );
    expect(sections.some((s) => s.type === 'marquee')).toBe(true);
  });

  it('names a catalogue key English lacks in a section: the page would print the key', () => {
    const typo = {
      ...fixture('default'),
      sections: [{ type: 'text', text: { key: 'promo.typo' } }],
    };
    expect(problems(typo)).toEqual([
      expect.stringMatching(
        /^\/sections\/0\/text\/key: "promo.typo" is not among the strings of the page that draws it/,
      ),
    ]);
  });

  it('names a key of another page: the promotion page has only its own strings', () => {
    const borrowed = {
      ...fixture('default'),
      sections: [{ type: 'text', text: { key: 'site.nav.about' } }],
    };
    expect(problems(borrowed)).toEqual([
      expect.stringContaining(
        '"site.nav.about" is not among the strings of the page that draws it (src/i18n/en-core.ts or src/i18n/en-promotion.ts)',
      ),
    ]);
  });

  it('broken names the empty headline and the repeated input', () => {
    expect(problems(fixture('broken')).sort()).toEqual(
      [
        '/headline: this text must not be empty',
        '/form: entries 0 and 1 are the same; list each only once',
      ].sort(),
    );
    expect(validateLandingTemplate(fixture('broken'))).toBe(false);
  });

  it('a headline or button text of only spaces is refused: the page would show nothing', () => {
    expect(problems({ version: 1, headline: '  ', buttonText: ' ' }).sort()).toEqual([
      '/buttonText: this text must not be empty',
      '/headline: this text must not be empty',
    ]);
    expect(validateLandingTemplate({ version: 1, headline: 'H', buttonText: ' ' })).toBe(false);
  });

  it('newer-major is refused at /version', () => {
    expect(problems(fixture('newer-major'))).toEqual(['/version: this must be exactly 1']);
    expect(validateLandingTemplate(fixture('newer-major'))).toBe(false);
  });

  it('bad-pattern passes the schema but is refused at /phonePattern', () => {
    expect(validateLandingTemplate(fixture('bad-pattern'))).toBe(true);
    const found = checkConfig(JSON.stringify(fixture('bad-pattern')), 'landing-template').problems;
    expect(found).toHaveLength(1);
    expect(found[0]!.pointer).toBe('/phonePattern');
    expect(found[0]!.reason).toMatch(/^this is not a valid JavaScript regular expression/);
  });

  it('a phonePattern that compiles only wrapped (unbalanced alone) is refused too', () => {
    const template = { ...fixture('bad-pattern'), phonePattern: '\\d{11})|(\\d' };
    const found = checkConfig(JSON.stringify(template), 'landing-template').problems;
    expect(found.map((p) => p.pointer)).toEqual(['/phonePattern']);
  });

  it('null-data carries no template', () => {
    const answer = JSON.parse(fs.readFileSync(path.join(FIXTURES, 'null-data.json'), 'utf8'));
    expect(answer).toEqual({ code: 0, message: 'success', data: null });
  });
});

describe('validate-config on landing templates', { timeout: 30_000 }, () => {
  it('tells the kind by "$schema", then by a headline or buttonText', () => {
    expect(kindOf({ $schema: './landing-template.schema.json' }).name).toBe('landing-template');
    expect(kindOf({ $schema: '../config/landing-template.schema.json', version: 1 }).name).toBe(
      'landing-template',
    );
    expect(kindOf({ headline: 'x' }).name).toBe('landing-template');
    expect(kindOf({ buttonText: 'x' }).name).toBe('landing-template');
    expect(kindOf({ $schema: './brand.schema.json', headline: 'x' }).name).toBe('brand');
    expect(kindOf({ version: 1 }).name).toBe('bank-form-layout');
  });

  it('finds a file by its shape and by --kind', () => {
    const file = write('plain.json', minimal);
    expect(run(file)).toMatchObject({ status: 0 });
    expect(run(file).out).toContain('valid landing template');
    expect(run(file, '--kind', 'landing-template')).toMatchObject({ status: 0 });
  });

  it('ignores unknown settings and keeps unknown or broken nodes for the page', () => {
    expect(
      problems({
        ...minimal,
        campaign: { id: 7 },
        futureFlag: true,
        sections: [
          { type: 'marquee', speed: 3 },
          { type: 'text' },
          { type: 'list', items: 5 },
          { text: 'no type' },
          'text',
        ],
      }),
    ).toEqual([]);
  });

  it('lists every schema problem with its pointer and reason', () => {
    expect(
      problems({
        version: '1',
        headline: 'h'.repeat(201),
        buttonText: '',
        body: 3,
        colors: { gradient: ['#0f766e'], accent: 'orange', font: '#fff' },
        form: ['mobile', 'captcha', 'email'],
        phonePattern: 'x'.repeat(1001),
        downloadUrl: 'h'.repeat(2049),
        pageType: 'p'.repeat(65),
      }).sort(),
    ).toEqual(
      [
        '/version: this must be a whole number',
        '/version: this must be exactly 1',
        '/headline: this text is longer than 200 characters',
        '/buttonText: this text must not be empty',
        '/body: this must be a text in quotes',
        '/colors/gradient: this list needs at least 2 entries',
        '/colors/accent: this must be a colour written #rgb or #rrggbb (e.g. "#0f766e")',
        '/form/2: this must be one of ["mobile","captcha","smsCode"]',
        '/phonePattern: this text is longer than 1000 characters',
        '/downloadUrl: this text is longer than 2048 characters',
        '/pageType: this text is longer than 64 characters',
      ].sort(),
    );
  });

  it('wants version, headline and buttonText, and all three inputs once', () => {
    expect(pointers({ form: ['mobile', 'smsCode'] }).sort()).toEqual(
      ['/version', '/headline', '/buttonText', '/form'].sort(),
    );
    expect(problems({ ...minimal, form: ['mobile', 'smsCode'] })).toEqual([
      '/form: this list needs at least 3 entries',
    ]);
    expect(problems({ ...minimal, form: ['smsCode', 'captcha', 'mobile'] })).toEqual([]);
  });

  it("takes any download URL (its allow-list is the deployment's), not a hero picture the page leaves out", () => {
    expect(problems({ ...minimal, downloadUrl: '//evil.example/app' })).toEqual([]);
    for (const fine of ['https://cdn.example/hero.png', '/images/hero.png'])
      expect(problems({ ...minimal, heroImage: fine })).toEqual([]);
    for (const left of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '//cdn.example/a.png'])
      expect(problems({ ...minimal, heroImage: left })).toEqual([
        '/heroImage: the page shows a picture only from an https address or a path on this site; it would leave this one out',
      ]);
    expect(problems({ ...minimal, heroImage: 'HTTP://cdn.example/hero.png' })).toEqual([
      '/heroImage: give an https address: the page is served over https, and a phone does not load an http picture there',
    ]);
  });

  it('refuses a phonePattern no number of 11 digits can meet: the mobile input holds no more', () => {
    for (const fits of [
      '^09\\d{9}$',
      '^(?:63|0)9\\d{9}$',
      '\\d{12}|\\d{11}',
      '^1(?=\\d)\\d{10}$',
      '(\\d)\\1{10}',
    ])
      expect(problems({ ...minimal, phonePattern: fits })).toEqual([]);
    expect(problems({ ...minimal, phonePattern: '^639\\d{9}$' })).toEqual([
      '/phonePattern: this pattern needs at least 12 characters, and the mobile input holds at most 11 digits: every registration would be refused',
    ]);
    expect(pointers({ ...minimal, phonePattern: '(?:\\d{4}-?){3}' })).toEqual(['/phonePattern']);
  });

  it('refuses a phonePattern no number of digits only can meet: the mobile input holds digits only', () => {
    for (const fits of [
      '[0-9]{11}',
      '[^a-z]{11}',
      '\\+?09\\d{9}',
      '(?:\\+63|0)9\\d{9}',
      '[+0]9\\d{9}',
      '\\w{11}|x',
      '.{11}',
      '^(?!0)\\d{10}$',
      '[\\s\\d]{11}',
      '[^\\D]{11}',
    ])
      expect(problems({ ...minimal, phonePattern: fits })).toEqual([]);
    for (const never of [
      '[a-z]{5}',
      '\\+63\\d{8}',
      '09\\s?\\d{4}-\\d{4}',
      '[^0-9]\\d{9}',
      '\\D\\d+',
      '[\\s\\W]+',
    ])
      expect(problems({ ...minimal, phonePattern: never })).toEqual([
        '/phonePattern: this pattern matches no number of up to 11 digits (the mobile input holds digits only): every registration would be refused',
      ]);
  });

  it('exits 1 on a broken template, naming each pointer', () => {
    const broken = run(
      write('broken.json', { $schema: './landing-template.schema.json', ...fixture('broken') }),
    );
    expect(broken.status).toBe(1);
    expect(broken.out).toContain('(as a landing template)');
    expect(broken.out).toContain('/headline: this text must not be empty');
    expect(broken.out).toContain('/form: entries 0 and 1 are the same');
    const pattern = run(write('pattern.json', fixture('bad-pattern')));
    expect(pattern.status).toBe(1);
    expect(pattern.out).toContain(
      '/phonePattern: this is not a valid JavaScript regular expression',
    );
  });
});
