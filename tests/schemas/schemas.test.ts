// The schemas, the generated validators and the renderer registries agree: adding a node type
// in one place and forgetting another fails here, and so does a shipped layout that is not
// strictly valid or names a type no registry provides.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateScreen } from '../../src/generated/validators/v1/screen/screen';
import { eventProblems, usesOf } from '../../scripts/screen-events';
import { nodeTypes, providedTypes } from './layout-types';

const root = path.resolve(import.meta.dirname, '../..');
const read = (rel: string) => JSON.parse(fs.readFileSync(path.join(root, rel), 'utf8'));
const nodeDir = 'schemas/v1/screen/nodes';
const nodeFiles = fs
  .readdirSync(path.join(root, nodeDir))
  .filter((f) => f.endsWith('.schema.json'));
const knownTypes = nodeFiles
  .map((f) => read(`${nodeDir}/${f}`).properties.type.const as string)
  .sort();

describe('node schemas', () => {
  it('each node schema requires its type, named like its file', () => {
    for (const file of nodeFiles) {
      const schema = read(`${nodeDir}/${file}`);
      expect(schema.required).toContain('type');
      expect(`${schema.properties.type.const}.schema.json`).toBe(file);
      expect(schema.additionalProperties).toBe(false);
    }
  });

  it('the node union and the registries list the same types', () => {
    const union = read('schemas/v1/screen/node.schema.json').oneOf.map(
      (r: { $ref: string }) => r.$ref,
    );
    expect([...union].sort()).toEqual(nodeFiles.map((f) => `nodes/${f}`).sort());
    expect([...providedTypes].sort()).toEqual(knownTypes);
  });
});

describe('shipped layouts', () => {
  const screensDir = 'schemas/v1/screens';
  for (const file of fs.readdirSync(path.join(root, screensDir))) {
    const layout = read(`${screensDir}/${file}`);
    it(`${file} is strictly valid`, () => {
      const ok = validateScreen(layout);
      expect(validateScreen.errors ?? []).toEqual([]);
      expect(ok).toBe(true);
    });
    it(`${file} names only types a registry provides`, () => {
      const missing = [...nodeTypes(layout.body)].filter((type) => !providedTypes.has(type));
      expect(missing).toEqual([]);
    });
    it(`${file} declares exactly the events and state it uses`, () => {
      expect(eventProblems(layout, usesOf(layout))).toEqual([]);
    });
  }
});

describe('screen validator', () => {
  const base = { type: 'screen', version: '1.1', id: 'x', title: 'T' };
  it('rejects a misspelt node type and a misspelt property, and points at them', () => {
    expect(validateScreen({ ...base, body: [{ type: 'txet', text: 'x' }] })).toBe(false);
    expect(validateScreen.errors?.[0]?.instancePath).toMatch(/^\/body\/0/);
    expect(validateScreen({ ...base, body: [{ type: 'text', txet: 'x' }] })).toBe(false);
  });
  it('accepts a custom node with a fallback', () => {
    expect(
      validateScreen({
        ...base,
        body: [
          {
            type: 'custom',
            customType: 'promo-wheel',
            props: { spins: 3 },
            fallback: { type: 'text', text: 'x' },
          },
        ],
      }),
    ).toBe(true);
  });
  it('accepts item, state and form pointers; rejects other shapes', () => {
    const list = (items: string) => ({
      ...base,
      body: [{ type: 'list', items, template: [{ type: 'text', text: { bind: '@/title' } }] }],
    });
    expect(validateScreen(list('/data/plans'))).toBe(true);
    expect(validateScreen(list('@/list'))).toBe(true);
    expect(validateScreen(list('@index'))).toBe(true);
    expect(validateScreen(list('data.plans'))).toBe(false);
    expect(validateScreen(list('@@/x'))).toBe(false);
  });
  it('rejects a node without a type, and a newer major version', () => {
    expect(validateScreen({ ...base, body: [{ text: 'x' }] })).toBe(false);
    expect(validateScreen({ ...base, version: '2.0', body: [] })).toBe(false);
  });
  it('rejects expression strings where a condition is expected', () => {
    expect(
      validateScreen({ ...base, body: [{ type: 'text', text: 'x', when: 'data.flag == 1' }] }),
    ).toBe(false);
  });
});

describe('declared events and state', () => {
  const layout = (extra: Record<string, unknown>, body: unknown[]) => ({
    id: 'x',
    ...extra,
    body,
  });
  const button = (action: unknown) => ({ type: 'button', text: 'Go', action });
  it('finds an undeclared event, a wrong payload, an unused event and an undeclared state', () => {
    const l = layout({ events: { pay: { value: true }, unused: {} } }, [
      button({ type: 'emit', name: 'pay' }),
      button({ type: 'emit', name: 'paay' }),
      button({ type: 'set', state: 'open', value: true }),
      { type: 'text', text: { bind: '/state/shown' } },
    ]);
    expect(eventProblems(l, usesOf(l))).toEqual([
      'sends "pay" with nothing, declared value',
      'sends the undeclared event "paay"',
      'declares the event "unused" but never sends it',
      'uses the undeclared state value "open"',
      'uses the undeclared state value "shown"',
    ]);
  });
  it('a submit sends the form values; choice tiles send a value', () => {
    const l = layout({ events: { save: { form: true }, pick: { value: true } } }, [
      button({ type: 'submit', event: 'save' }),
      { type: 'choice-tiles', emit: 'pick' },
    ]);
    expect(eventProblems(l, usesOf(l))).toEqual([]);
  });
});
