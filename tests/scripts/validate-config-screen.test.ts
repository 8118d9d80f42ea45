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
});
