// The schemas, the generated validators and the node catalogue agree: adding a node type
// in one place and forgetting another fails here, and so does a shipped layout that is not
// strictly valid or names a type the catalogue does not provide.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateScreen } from '../../renderers/generated/validate-screen';
import { eventProblems, usesOf } from '../../src/config-checks/screen-events';
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

  it('the node union and the node catalogue list the same types', () => {
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
    it(`${file} names only types the catalogue provides`, () => {
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
  /**
   * Where the validator finds fault, and what: none for a valid document. A bare `false`
   * would pass for any mistake anywhere, the base document's included.
   */
  function faults(doc: unknown): string[] {
    if (validateScreen(doc)) return [];
    return [...new Set((validateScreen.errors ?? []).map((e) => `${e.instancePath} ${e.keyword}`))];
  }
  const text = { type: 'text', text: 'x' };

  it('rejects a misspelt node type and a misspelt property, and points at them', () => {
    expect(faults({ ...base, body: [text] })).toEqual([]);
    expect(faults({ ...base, body: [{ type: 'txet', text: 'x' }] })).toEqual([
      '/body/0 discriminator',
    ]);
    expect(validateScreen.errors?.[0]?.params).toMatchObject({ tagValue: 'txet' });
    expect(faults({ ...base, body: [{ type: 'text', txet: 'x' }] })).toEqual(['/body/0 required']);
    expect(validateScreen.errors?.[0]?.params).toEqual({ missingProperty: 'text' });
  });
  it('accepts a custom node with a fallback', () => {
    expect(
      faults({
        ...base,
        body: [
          {
            type: 'custom',
            customType: 'promo-wheel',
            props: { spins: 3 },
            fallback: text,
          },
        ],
      }),
    ).toEqual([]);
  });
  it('accepts data, item, index and state pointers; rejects other shapes at the pointer', () => {
    const list = (items: string) => ({
      ...base,
      body: [{ type: 'list', items, template: [{ type: 'text', text: { bind: '@/title' } }] }],
    });
    for (const pointer of ['/data/plans', '@/list', '@index', '/state/plans']) {
      expect(faults(list(pointer)), pointer).toEqual([]);
    }
    for (const pointer of ['data.plans', '@@/x']) {
      expect(faults(list(pointer)), pointer).toContain('/body/0/items pattern');
      expect(
        faults(list(pointer)).every((f) => f.startsWith('/body/0/items ')),
        pointer,
      ).toBe(true);
    }
  });
  it('rejects a node without a type, and a newer major version (a newer minor one is read)', () => {
    expect(faults({ ...base, body: [{ text: 'x' }] })).toEqual(['/body/0 required']);
    expect(validateScreen.errors?.[0]?.params).toEqual({ missingProperty: 'type' });
    expect(faults({ ...base, version: '2.0', body: [] })).toEqual(['/version pattern']);
    expect(faults({ ...base, version: '1.9', body: [] })).toEqual([]);
  });
  it('rejects expression strings where a condition is expected', () => {
    const when = (condition: unknown) => ({ ...base, body: [{ ...text, when: condition }] });
    expect(faults(when({ pointer: '/flag', op: 'eq', value: 1 }))).toEqual([]);
    const found = faults(when('data.flag == 1'));
    expect(found).toContain('/body/0/when oneOf');
    expect(
      found.every((f) => f.startsWith('/body/0/when ')),
      found.join('; '),
    ).toBe(true);
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
