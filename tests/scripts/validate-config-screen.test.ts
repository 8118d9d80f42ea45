// @vitest-environment node
// validate-config's screen-layout kind, the check the studio runs on an edited layout: every
// shipped layout passes; a misspelt node, an unknown catalogue key and an undeclared event
// fail, each at its JSON Pointer.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkConfig } from '../../scripts/validate-config';

const dir = path.resolve(import.meta.dirname, '../../schemas/v1/screens');
const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');

describe('validate-config on screen layouts', () => {
  it.each(fs.readdirSync(dir))('accepts the shipped %s as a screen layout', (file) => {
    const { kind, problems } = checkConfig(read(file));
    expect(kind.name).toBe('screen');
    expect(problems).toEqual([]);
  });

  it('names a misspelt node type and a misspelt property at their pointers', () => {
    const layout = JSON.parse(read('customer-service.json'));
    layout.body[0] = { type: 'txet', text: 'Hi' };
    layout.titel = 'x';
    const pointers = checkConfig(JSON.stringify(layout)).problems.map((p) => p.pointer);
    expect(pointers).toContain('/body/0/type');
    expect(pointers).toContain('/titel');
  });

  const layout = () => JSON.parse(read('customer-service.json'));

  it('names a catalogue key English lacks, but not a list item key', () => {
    const edited = layout();
    edited.title = { key: 'no.such.key' };
    edited.body.push({
      type: 'list',
      items: '/data/rows',
      key: 'id',
      template: [{ type: 'text', text: 'row' }],
    });
    const { problems } = checkConfig(JSON.stringify(edited), 'screen');
    expect(problems).toEqual([
      {
        pointer: '/title/key',
        reason: expect.stringContaining(
          '"no.such.key" is not among the strings of the page that draws it',
        ),
      },
    ]);
  });

  it('names an event the layout sends but does not declare', () => {
    const edited = layout();
    edited.body[1].action = { type: 'emit', name: 'go' };
    const { problems } = checkConfig(JSON.stringify(edited), 'screen');
    expect(problems).toEqual([
      { pointer: '/events', reason: expect.stringContaining('sends the undeclared event "go"') },
    ]);
  });

  it('says what each pattern of the layout asks for, at the value or the name that breaks it', () => {
    const edited = layout();
    edited.version = '2.0';
    edited.state = { 'my-tab': 0 };
    edited.body[1].action = { type: 'navigate', to: 'https://example.com' };
    edited.body.push({ type: 'text', text: { bind: 'amount' }, lang: 'English' });
    const problems = checkConfig(JSON.stringify(edited), 'screen').problems;
    const at = (pointer: string) => problems.filter((p) => p.pointer === pointer);
    expect(at('/version')).toEqual([
      { pointer: '/version', reason: expect.stringContaining('"1.<minor>"') },
    ]);
    expect(at('/state/my-tab')).toEqual([
      { pointer: '/state/my-tab', reason: expect.stringContaining('start with a letter') },
    ]);
    expect(at('/body/1/action/to')).toContainEqual({
      pointer: '/body/1/action/to',
      reason: expect.stringContaining('a path of the app starting with "/"'),
    });
    const last = `/body/${edited.body.length - 1}`;
    expect(at(`${last}/text/bind`)).toContainEqual({
      pointer: `${last}/text/bind`,
      reason: expect.stringContaining('JSON Pointer'),
    });
    expect(at(`${last}/lang`)).toEqual([
      { pointer: `${last}/lang`, reason: expect.stringContaining('language tag') },
    ]);
    expect(problems.map((p) => p.reason)).not.toContain(
      'this must be lower-case letters, digits or "-" (at most 32)',
    );
    expect(problems.map((p) => p.reason)).not.toContain('property name must be valid');
  });
});
