// The events a shipped layout sends its controller, checked and turned into a TypeScript
// union (src/generated/screens/<id>.ts). A layout that emits an event it does not declare,
// declares one it never sends, or uses a state value it does not declare fails `npm run gen`
// (and so `npm test`); a controller handling a misspelt event fails the typecheck.

interface EventDeclaration {
  value?: boolean;
  form?: boolean;
}

interface Layout {
  id: string;
  state?: Record<string, unknown>;
  events?: Record<string, EventDeclaration>;
}

export interface LayoutUse {
  /** name → whether it was sent with a value ('value'), the form values ('form') or bare. */
  events: Map<string, Set<'value' | 'form' | 'bare'>>;
  states: Set<string>;
}

const STATE_POINTER = /^\/state\/([^/]+)/;

/** Everything a layout sends or reads, found by walking its JSON. */
export function usesOf(layout: unknown): LayoutUse {
  const use: LayoutUse = { events: new Map(), states: new Set() };
  const send = (name: string, how: 'value' | 'form' | 'bare') => {
    const hows = use.events.get(name) ?? new Set();
    hows.add(how);
    use.events.set(name, hows);
  };
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      const state = STATE_POINTER.exec(value)?.[1];
      if (state) use.states.add(state);
      return;
    }
    if (Array.isArray(value)) return value.forEach(walk);
    if (value === null || typeof value !== 'object') return;
    const node = value as Record<string, unknown>;
    if (node.type === 'emit' && typeof node.name === 'string')
      send(
        node.name,
        node.values !== undefined ? 'form' : node.value === undefined ? 'bare' : 'value',
      );
    if (node.type === 'submit' && typeof node.event === 'string') send(node.event, 'form');
    if (node.type === 'choice-tiles' && typeof node.emit === 'string') send(node.emit, 'value');
    if (
      (node.type === 'set' || node.type === 'toggle' || node.type === 'startTimer') &&
      typeof node.state === 'string'
    )
      use.states.add(node.state);
    Object.values(node).forEach(walk);
  };
  walk(layout);
  return use;
}

function pascal(id: string): string {
  return id.replace(/(^|-)([a-z0-9])/g, (_m, _dash, c: string) => c.toUpperCase());
}

/** Problems of a layout's declarations against its use; empty when they agree. */
export function eventProblems(layout: Layout, use: LayoutUse): string[] {
  const declared = layout.events ?? {};
  const problems: string[] = [];
  for (const [name, hows] of use.events) {
    const decl = Object.hasOwn(declared, name) ? declared[name] : undefined;
    if (!decl) {
      problems.push(`sends the undeclared event "${name}"`);
      continue;
    }
    const expected = decl.form ? 'form' : decl.value ? 'value' : 'bare';
    for (const how of hows)
      if (how !== expected)
        problems.push(
          `sends "${name}" with ${how === 'bare' ? 'nothing' : how}, declared ${expected}`,
        );
  }
  for (const name of Object.keys(declared))
    if (!use.events.has(name)) problems.push(`declares the event "${name}" but never sends it`);
  for (const state of use.states)
    if (!Object.hasOwn(layout.state ?? {}, state))
      problems.push(`uses the undeclared state value "${state}"`);
  return problems;
}

export function screenEventsModule(raw: unknown, file: string): { id: string; code: string } {
  const layout = raw as Layout;
  if (typeof layout?.id !== 'string') throw new Error(`${file}: a layout needs an id`);
  const problems = eventProblems(layout, usesOf(layout));
  if (problems.length > 0) throw new Error(`${file}: ${problems.join('; ')}`);
  const type = `${pascal(layout.id)}Event`;
  const members = Object.entries(layout.events ?? {}).map(([name, decl]) => {
    const payload = decl.form ? '; values: FormValues' : decl.value ? '; value: string' : '';
    return `  | { name: '${name}'${payload} }`;
  });
  const usesForm = Object.values(layout.events ?? {}).some((d) => d.form);
  const code =
    (usesForm ? `import type { FormValues } from '../../../renderers/actions';\n\n` : '') +
    `/** The events of ${file}. */\n` +
    `export type ${type} =\n${members.length > 0 ? members.join('\n') : '  never'};\n`;
  return { id: layout.id, code };
}
