// The studio's JSON editor: CodeMirror 6 with JSON highlighting, folding, brackets, search,
// undo/redo, completion from the document's JSON Schema, and the studio's problems marked
// inline at their JSON Pointers (a text that is not JSON at the parser's first error).
import { undo as undoCommand, redo as redoCommand, indentWithTab } from '@codemirror/commands';
import { json, jsonLanguage } from '@codemirror/lang-json';
import { ensureSyntaxTree } from '@codemirror/language';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { EditorSelection, EditorState } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { rangeOfPointer } from './pointer-range';
import { schemaCompletion } from './schema-completion';
import type { SchemaSet } from './schema-walk';

export type { SchemaSet } from './schema-walk';

export interface EditorProblem {
  pointer: string;
  reason: string;
}

export interface JsonEditorOptions {
  parent: HTMLElement;
  text: string;
  schema: SchemaSet;
  /** After every change of the text (typing, undo, setText). */
  onChange: (text: string) => void;
  /** The editing area's accessible name. */
  label: string;
}

export interface JsonEditor {
  getText(): string;
  /** Replaces the whole text as one change Undo takes back. */
  setText(text: string): void;
  /** Starts afresh on this text, with no history to undo (another document). */
  reset(text: string): void;
  setSchema(schema: SchemaSet): void;
  /** Marks these problems inline, replacing the previous ones. */
  setProblems(problems: readonly EditorProblem[]): void;
  undo(): boolean;
  redo(): boolean;
  /** Selects what a JSON Pointer names (or its nearest existing ancestor) and focuses it. */
  reveal(pointer: string): void;
  destroy(): void;
  /** For tests: the CodeMirror view. */
  readonly view: EditorView;
}

/** Where a text that does not parse goes wrong: the parser's first error, else its end. */
function syntaxErrorAt(state: EditorState): number {
  let at = -1;
  ensureSyntaxTree(state, state.doc.length, 500)?.iterate({
    enter: (node) => {
      if (at < 0 && node.type.isError) at = node.from;
      return at < 0;
    },
  });
  return at < 0 ? state.doc.length : at;
}

function diagnosticsOf(state: EditorState, problems: readonly EditorProblem[]): Diagnostic[] {
  let syntax: number | null = null;
  try {
    JSON.parse(state.doc.toString());
  } catch {
    syntax = syntaxErrorAt(state);
  }
  return problems.map((problem) => {
    const range =
      syntax !== null
        ? { from: syntax, to: Math.min(syntax + 1, state.doc.length) }
        : rangeOfPointer(state, problem.pointer);
    return { ...range, severity: 'error', message: `${problem.pointer || '/'}: ${problem.reason}` };
  });
}

export function createJsonEditor(options: JsonEditorOptions): JsonEditor {
  let schema = options.schema;
  const extensions = [
    basicSetup,
    keymap.of([indentWithTab]),
    json(),
    jsonLanguage.data.of({ autocomplete: schemaCompletion(() => schema) }),
    lintGutter(),
    // tabindex: axe (and some screen readers) count an editable region as focusable only with it.
    EditorView.contentAttributes.of({ 'aria-label': options.label, tabindex: '0' }),
    EditorView.updateListener.of((update) => {
      if (update.docChanged) options.onChange(update.state.doc.toString());
    }),
  ];
  const view = new EditorView({ parent: options.parent, doc: options.text, extensions });
  return {
    view,
    getText: () => view.state.doc.toString(),
    setText(text) {
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
    },
    reset(text) {
      // A new state has no history and fires no update: the change is told here.
      view.setState(EditorState.create({ doc: text, extensions }));
      options.onChange(text);
    },
    setSchema(next) {
      schema = next;
    },
    setProblems(problems) {
      view.dispatch(setDiagnostics(view.state, diagnosticsOf(view.state, problems)));
    },
    undo: () => undoCommand(view),
    redo: () => redoCommand(view),
    reveal(pointer) {
      const { from, to } = rangeOfPointer(view.state, pointer);
      view.dispatch({
        selection: EditorSelection.range(from, to),
        effects: EditorView.scrollIntoView(from, { y: 'center' }),
      });
      view.focus();
    },
    destroy: () => view.destroy(),
  };
}
