// The studio's editor: JSON Pointers found in the text (and the nearest ancestor of one that is
// missing), what goes at a position, completion from the real schemas, and the editor's undo,
// problems and reveal.
import fs from 'node:fs';
import path from 'node:path';
import { CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { json } from '@codemirror/lang-json';
import { diagnosticCount, forEachDiagnostic } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { createJsonEditor } from '../../src/studio/json-editor/json-editor';
import { placeAt, rangeOfPointer } from '../../src/studio/json-editor/pointer-range';
import { schemaCompletion } from '../../src/studio/json-editor/schema-completion';
import type { SchemaSet } from '../../src/studio/json-editor/schema-walk';

const SCHEMAS = 'https://borrower.invalid/schemas/v1';
const schemaDir = path.resolve(import.meta.dirname, '../../schemas');
const schemas: Record<string, object> = {};
for (const file of fs.readdirSync(schemaDir, { recursive: true, encoding: 'utf8' }))
  if (file.endsWith('.schema.json')) {
    const schema = JSON.parse(fs.readFileSync(path.join(schemaDir, file), 'utf8'));
    schemas[schema.$id] = schema;
  }
const landing: SchemaSet = { root: `${SCHEMAS}/config/landing-template.schema.json`, schemas };
const screen: SchemaSet = { root: `${SCHEMAS}/screen/screen.schema.json`, schemas };

const stateOf = (doc: string) => EditorState.create({ doc, extensions: [json()] });
/** The text at a pointer's range. */
const at = (doc: string, pointer: string) => {
  const { from, to } = rangeOfPointer(stateOf(doc), pointer);
  return doc.slice(from, to);
};

describe('a pointer in the text', () => {
  const doc = '{\n  "a": [1, {"b/c": true, "d~e": "x"}],\n  "f": {\n    "g": 2\n  }\n}';
  it('marks a property with its value, and an array element', () => {
    expect(at(doc, '/f/g')).toBe('"g": 2');
    expect(at(doc, '/a/0')).toBe('1');
    expect(at(doc, '/a/1/b~1c')).toBe('"b/c": true');
    expect(at(doc, '/a/1/d~0e')).toBe('"d~e": "x"');
  });
  it('marks the nearest existing ancestor of what is missing, by its first line', () => {
    expect(at(doc, '/f/missing')).toBe('"f": {');
    expect(at(doc, '/a/7')).toBe('"a": [1, {"b/c": true, "d~e": "x"}]');
    expect(at(doc, '')).toBe('{');
  });
});

describe('what goes at a position', () => {
  const doc = '{"form": ["mobile", ], "headline": "x", }';
  it('a value of a property, an element of a list, or a property name', () => {
    expect(placeAt(stateOf(doc), doc.indexOf('"x"') + 1)).toMatchObject({
      naming: false,
      pointer: '/headline',
    });
    expect(placeAt(stateOf(doc), doc.indexOf(', ]') + 2)).toMatchObject({
      naming: false,
      pointer: '/form/1',
    });
    expect(placeAt(stateOf(doc), doc.length - 2)).toMatchObject({ naming: true, container: '' });
  });
});

function complete(set: SchemaSet, doc: string, marker = '|'): string[] {
  const pos = doc.indexOf(marker);
  const state = stateOf(doc.replace(marker, ''));
  const result = schemaCompletion(() => set)(
    new CompletionContext(state, pos, true),
  ) as CompletionResult | null;
  return result?.options.map((o) => o.label) ?? [];
}

describe('completion from the schema', () => {
  it('offers the landing template settings not written yet, with their descriptions', () => {
    const labels = complete(landing, '{"version": 1, "headline": "x", |}');
    expect(labels).toEqual(expect.arrayContaining(['"heroImage"', '"buttonText"', '"colors"']));
    expect(labels).not.toContain('"headline"');
  });
  it('offers the values a list of form fields takes', () => {
    expect(complete(landing, '{"form": [|]}')).toEqual(
      expect.arrayContaining(['"mobile"', '"captcha"', '"smsCode"']),
    );
  });
  it('offers the kinds of node a screen body takes, through the node schema', () => {
    const labels = complete(screen, '{"type": "screen", "body": [{"type": |}]}');
    expect(labels).toEqual(expect.arrayContaining(['"text"', '"heading"', '"list"', '"button"']));
  });
  it('offers a node the settings of its own kind only', () => {
    const labels = complete(screen, '{"type": "screen", "body": [{"type": "image", |}]}');
    expect(labels).toContain('"src"');
    expect(labels).not.toContain('"label"'); // a button's, not an image's
  });
});

describe('the editor', () => {
  const mount = (text: string) => {
    const changes: string[] = [];
    const editor = createJsonEditor({
      parent: document.body.appendChild(document.createElement('div')),
      text,
      schema: landing,
      label: 'Landing template JSON',
      onChange: (t) => changes.push(t),
    });
    return { editor, changes };
  };

  it('replaces the text as one step Undo takes back, and Redo puts again', () => {
    const { editor, changes } = mount('{"a": 1}');
    editor.setText('{"a": 2}');
    expect(editor.undo()).toBe(true);
    expect(editor.getText()).toBe('{"a": 1}');
    expect(editor.redo()).toBe(true);
    expect(changes).toEqual(['{"a": 2}', '{"a": 1}', '{"a": 2}']);
    expect(editor.view.contentDOM.getAttribute('aria-label')).toBe('Landing template JSON');
    editor.destroy();
  });

  it('starts afresh on another document, with nothing to undo', () => {
    const { editor, changes } = mount('{"a": 1}');
    editor.setText('{"a": 2}');
    editor.reset('{"b": 1}');
    expect(editor.undo()).toBe(false);
    expect(editor.getText()).toBe('{"b": 1}');
    expect(changes.at(-1)).toBe('{"b": 1}');
    editor.destroy();
  });

  it('marks each problem at its pointer, and a text that is not JSON where it breaks', () => {
    const { editor } = mount('{\n  "colors": {\n    "accent": "red"\n  }\n}');
    editor.setProblems([{ pointer: '/colors/accent', reason: 'this must be a colour' }]);
    const marked: string[] = [];
    forEachDiagnostic(editor.view.state, (d, from, to) =>
      marked.push(`${editor.getText().slice(from, to)} ${d.message}`),
    );
    expect(marked).toEqual(['"accent": "red" /colors/accent: this must be a colour']);

    editor.setText('{"a": }');
    editor.setProblems([{ pointer: '', reason: 'the file is not valid JSON' }]);
    expect(diagnosticCount(editor.view.state)).toBe(1);
    forEachDiagnostic(editor.view.state, (_d, from) => expect(from).toBe(6));
    editor.destroy();
  });

  it('reveals a pointer by selecting it', () => {
    const { editor } = mount('{"a": {"b": [true]}}');
    editor.reveal('/a/b/0');
    const { from, to } = editor.view.state.selection.main;
    expect(editor.getText().slice(from, to)).toBe('true');
    editor.destroy();
  });
});
