// Where a JSON Pointer (RFC 6901) is in the editor's text, and which pointer a position is
// at, read from the JSON syntax tree (@codemirror/lang-json), so it works while the text is
// half-typed or broken.
import { ensureSyntaxTree } from '@codemirror/language';
import type { EditorState } from '@codemirror/state';
import type { SyntaxNode } from '@lezer/common';

const VALUES = new Set(['Object', 'Array', 'String', 'Number', 'True', 'False', 'Null']);

export const isValue = (node: SyntaxNode) => VALUES.has(node.name);

export function rootValue(state: EditorState): SyntaxNode | null {
  const tree = ensureSyntaxTree(state, state.doc.length, 500);
  let node = tree?.topNode.firstChild ?? null;
  while (node && !isValue(node)) node = node.nextSibling;
  return node;
}

/** The name a PropertyName node spells, or null when it is not a complete JSON string. */
export function propertyName(state: EditorState, node: SyntaxNode): string | null {
  try {
    const name: unknown = JSON.parse(state.doc.sliceString(node.from, node.to));
    return typeof name === 'string' ? name : null;
  } catch {
    return null;
  }
}

/** The value of a Property node (its last value child). */
export function propertyValue(property: SyntaxNode): SyntaxNode | null {
  let value: SyntaxNode | null = null;
  for (let child = property.firstChild; child; child = child.nextSibling)
    if (isValue(child)) value = child;
  return value;
}

export function arrayItems(array: SyntaxNode): SyntaxNode[] {
  const items: SyntaxNode[] = [];
  for (let child = array.firstChild; child; child = child.nextSibling)
    if (isValue(child)) items.push(child);
  return items;
}

/** The Property of an Object named `name`, or null. */
export function propertyNamed(
  state: EditorState,
  object: SyntaxNode,
  name: string,
): SyntaxNode | null {
  for (let child = object.firstChild; child; child = child.nextSibling) {
    const key = child.name === 'Property' ? child.getChild('PropertyName') : null;
    if (key && propertyName(state, key) === name) return child;
  }
  return null;
}

const decode = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');
export const encodeSegment = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** The first line of a node: a large object is marked by its opening, not by 200 lines. */
function firstLine(state: EditorState, node: SyntaxNode): { from: number; to: number } {
  const line = state.doc.lineAt(node.from);
  return { from: node.from, to: Math.max(node.from + 1, Math.min(node.to, line.to)) };
}

/**
 * The text a pointer names: a property (name and value) or an array element, or, when the
 * last segments do not exist (a missing required setting), its nearest existing ancestor.
 */
export function rangeOfPointer(state: EditorState, pointer: string): { from: number; to: number } {
  let node = rootValue(state);
  if (!node) return { from: 0, to: Math.min(1, state.doc.length) };
  let marked: SyntaxNode = node;
  const segments = pointer === '' ? [] : pointer.slice(1).split('/').map(decode);
  for (const segment of segments) {
    let next: SyntaxNode | null = null;
    if (node.name === 'Object') {
      const property = propertyNamed(state, node, segment);
      next = property && propertyValue(property);
      if (next && property) marked = property;
    } else if (node.name === 'Array' && /^\d+$/.test(segment)) {
      next = arrayItems(node)[Number(segment)] ?? null;
      if (next) marked = next;
    }
    if (!next) break;
    node = next;
  }
  return firstLine(state, marked);
}

export interface Place {
  /** The pointer of the object or array the position is in ('' for the root). */
  container: string;
  /** A property name goes here (in an object, not after a colon). */
  naming: boolean;
  /** For a value: its own pointer. */
  pointer: string;
  /** The Object node the position is in, when naming. */
  object: SyntaxNode | null;
}

/** The pointer of a value node, walking up the tree. */
export function pointerOf(state: EditorState, node: SyntaxNode): string {
  const segments: string[] = [];
  for (let child = node, parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (parent.name === 'Property' && child !== parent.getChild('PropertyName')) {
      const key = parent.getChild('PropertyName');
      segments.unshift(encodeSegment((key && propertyName(state, key)) ?? ''));
    } else if (parent.name === 'Array' && isValue(child)) {
      segments.unshift(String(arrayItems(parent).findIndex((item) => item.from === child.from)));
    }
  }
  return segments.length === 0 ? '' : `/${segments.join('/')}`;
}

/** What goes at a position: a property name of some object, or a value at some pointer. */
export function placeAt(state: EditorState, pos: number): Place | null {
  const tree = ensureSyntaxTree(state, state.doc.length, 500);
  if (!tree) return null;
  let node: SyntaxNode | null = tree.resolveInner(pos, -1);
  // Inside a name or a value: that token decides.
  if (node.name === 'PropertyName' && node.parent?.parent?.name === 'Object') {
    const object = node.parent.parent;
    return { container: pointerOf(state, object), naming: true, pointer: '', object };
  }
  for (; node; node = node.parent) {
    if (node.name === 'Property') {
      const colon = node.getChild(':');
      if (colon && pos >= colon.to) {
        const key = node.getChild('PropertyName');
        const name = encodeSegment((key && propertyName(state, key)) ?? '');
        const container = pointerOf(state, node.parent!);
        return { container, naming: false, pointer: `${container}/${name}`, object: null };
      }
      const object = node.parent!;
      return { container: pointerOf(state, object), naming: true, pointer: '', object };
    }
    if (node.name === 'Object' && pos > node.from) {
      return { container: pointerOf(state, node), naming: true, pointer: '', object: node };
    }
    if (node.name === 'Array' && pos > node.from) {
      const container = pointerOf(state, node);
      const index = arrayItems(node).filter((item) => item.to <= pos).length;
      const inside = arrayItems(node).findIndex((item) => item.from <= pos && pos <= item.to);
      return {
        container,
        naming: false,
        pointer: `${container}/${inside >= 0 ? inside : index}`,
        object: null,
      };
    }
  }
  return null;
}
