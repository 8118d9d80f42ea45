// In the preview frame: which part of the edited document a node on the page shows, and the
// other way round. Nodes drawn from the data (a landing template's sections, by the include
// node) say where they came from (`data-source`, the data's pointer): its longest tail that
// names a part of the document is that part, whatever it shows (an image too). Inside one, and
// elsewhere, the document's texts are what the page shows: a clicked element is matched to the
// document text it reads (the deepest element whose whole text is one of the document's
// strings, or a catalogue key's English text), and a pointer is outlined by finding the
// elements that show the strings under it. Generic: no page is named here.
import { en } from '../i18n/en';
import { parsePointer, toPointer, valueAt } from './pointer';
import { post, studioMessage } from './selection';

interface Leaf {
  pointer: string;
  text: string;
}

const catalogue = en as Record<string, string>;
const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The document's texts: each string, and each catalogue key as its English text. */
export function leavesOf(doc: unknown, at = ''): Leaf[] {
  if (typeof doc === 'string') {
    const text = at.endsWith('/key') && catalogue[doc] ? catalogue[doc] : doc;
    const pointer = at.endsWith('/key') || at.endsWith('/text') ? at.replace(/\/[^/]+$/, '') : at;
    return norm(text).length > 1 ? [{ pointer, text: norm(text) }] : [];
  }
  if (Array.isArray(doc)) return doc.flatMap((v, i) => leavesOf(v, `${at}/${i}`));
  if (doc && typeof doc === 'object')
    return Object.entries(doc).flatMap(([k, v]) => leavesOf(v, `${at}${toPointer([k])}`));
  return [];
}

/**
 * The document part a node drawn from the data at `source` shows: the longest tail of the
 * data's pointer that names a value of the document (the page keeps the document under a key
 * of its own, such as /template), or null.
 */
export function documentPointer(source: string, doc: unknown): string | null {
  const tokens = parsePointer(source);
  for (let start = 0; start < tokens.length; start++) {
    const tail = toPointer(tokens.slice(start));
    if (valueAt(doc, tail) !== undefined) return tail;
  }
  return null;
}

/** The part a clicked element shows: its own text's, else the drawn node's it is inside. */
export function pointerOfClick(
  element: Element | null,
  leaves: readonly Leaf[],
  doc: unknown,
): string | null {
  const byText = pointerOfElement(element, leaves);
  const source = element?.closest('[data-source]')?.getAttribute('data-source');
  const bySource = source ? documentPointer(source, doc) : null;
  if (byText !== null && (bySource === null || byText.startsWith(`${bySource}/`))) return byText;
  return bySource ?? byText;
}

/** The boxes of the nodes drawn from the data that show `pointer` (their own boxes). */
export function sourcedElements(
  pointer: string,
  doc: unknown,
  root: ParentNode = document.body,
): Element[] {
  return Array.from(root.querySelectorAll('[data-source]'))
    .filter((el) => documentPointer(el.getAttribute('data-source') ?? '', doc) === pointer)
    .flatMap((el) => Array.from(el.children));
}

/** The pointer of the document part the element (or its nearest ancestor) shows. */
export function pointerOfElement(element: Element | null, leaves: readonly Leaf[]): string | null {
  for (
    let el = element, depth = 0;
    el && el !== document.body && depth < 8;
    el = el.parentElement, depth++
  ) {
    const text = norm(el.textContent ?? '');
    if (!text) continue;
    const leaf =
      leaves.find((l) => l.text === text) ??
      leaves.find((l) => text.startsWith(l.text) && l.text.length > 12);
    if (leaf) return leaf.pointer;
  }
  return null;
}

/** The deepest elements that show the strings under `pointer`. */
export function elementsOf(
  pointer: string,
  leaves: readonly Leaf[],
  root: ParentNode = document.body,
): Element[] {
  const wanted = new Set(
    leaves
      .filter((l) => l.pointer === pointer || l.pointer.startsWith(`${pointer}/`))
      .map((l) => l.text),
  );
  if (wanted.size === 0) return [];
  const found: Element[] = [];
  for (const el of Array.from(root.querySelectorAll('body *'))) {
    if (el.closest('[data-studio-outline]')) continue;
    const text = norm(el.textContent ?? '');
    if (!wanted.has(text)) continue;
    // The deepest: no child shows the same text.
    if (Array.from(el.children).some((child) => norm(child.textContent ?? '') === text)) continue;
    found.push(el);
  }
  return found;
}

function outline(elements: readonly Element[]): void {
  document.querySelector('[data-studio-outline]')?.remove();
  if (elements.length === 0) return;
  const boxes = elements.map((el) => el.getBoundingClientRect()).filter((r) => r.width || r.height);
  if (boxes.length === 0) return;
  const top = Math.min(...boxes.map((r) => r.top)) + window.scrollY;
  const left = Math.min(...boxes.map((r) => r.left)) + window.scrollX;
  const bottom = Math.max(...boxes.map((r) => r.bottom)) + window.scrollY;
  const right = Math.max(...boxes.map((r) => r.right)) + window.scrollX;
  const box = document.createElement('div');
  box.dataset.studioOutline = '';
  box.setAttribute('aria-hidden', 'true');
  Object.assign(box.style, {
    position: 'absolute',
    top: `${top - 4}px`,
    left: `${left - 4}px`,
    width: `${right - left + 8}px`,
    height: `${bottom - top + 8}px`,
    outline: '2px solid #2952cc',
    background: 'rgba(41, 82, 204, 0.08)',
    borderRadius: '6px',
    pointerEvents: 'none',
    zIndex: '2147483647',
  });
  document.body.append(box);
  elements[0]!.scrollIntoView?.({ block: 'nearest' });
}

/** How long a highlight keeps looking for its nodes while the page renders. */
const LOOK_MS = 3000;

export function startSelection(doc: unknown): void {
  const leaves = leavesOf(doc);
  const parent = window.parent === window ? null : window.parent;
  if (!parent) return;
  const fromParent = (s: MessageEventSource | null) => s === parent;
  let looking = 0;

  document.addEventListener(
    'click',
    (event) => {
      const pointer = pointerOfClick(event.target as Element, leaves, doc);
      if (pointer !== null) post(parent, { type: 'studio:select', pointer });
    },
    true,
  );
  window.addEventListener('message', (event) => {
    const message = studioMessage(event, fromParent);
    if (message?.type !== 'studio:highlight') return;
    window.clearInterval(looking);
    if (message.pointer === null) return outline([]);
    const pointer = message.pointer;
    const started = Date.now();
    const attempt = () => {
      const sourced = sourcedElements(pointer, doc);
      const elements = sourced.length > 0 ? sourced : elementsOf(pointer, leaves);
      if (elements.length > 0 || Date.now() - started > LOOK_MS) {
        window.clearInterval(looking);
        outline(elements);
      }
    };
    looking = window.setInterval(attempt, 100);
    attempt();
  });
  // The studio answers with its selection once the page shows.
  const ready = window.setInterval(() => {
    if (!document.querySelector('[data-screen]')) return;
    window.clearInterval(ready);
    post(parent, { type: 'studio:ready' });
  }, 100);
}
