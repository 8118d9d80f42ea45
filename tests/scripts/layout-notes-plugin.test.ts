// @vitest-environment node
// The borrower build leaves the event declarations' descriptions out of a shipped layout
// (scripts/layout-notes-plugin.ts) and keeps everything else, the declarations included.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { layoutNotesPlugin, withoutEventNotes } from '../../scripts/layout-notes-plugin';

const layoutFile = path.resolve(import.meta.dirname, '../../schemas/v1/screens/bind-bank.json');

describe('a shipped layout in the build', () => {
  it('keeps its events and drops only their descriptions', () => {
    const layout = JSON.parse(fs.readFileSync(layoutFile, 'utf8')) as Record<string, unknown>;
    const shipped = withoutEventNotes(layout) as Record<string, unknown>;
    expect(JSON.stringify(shipped)).not.toContain('"description"');
    expect(Object.keys(shipped.events as object)).toEqual(Object.keys(layout.events as object));
    expect({ ...shipped, events: undefined }).toEqual({ ...layout, events: undefined });
    expect(withoutEventNotes({ events: { send: { form: true, description: 'x' } } })).toEqual({
      events: { send: { form: true } },
    });
  });

  it('is the layout module that the page imports, other JSON left alone', () => {
    const hook = layoutNotesPlugin().transform as (code: string, id: string) => unknown;
    const code = fs.readFileSync(layoutFile, 'utf8');
    const out = hook(code, layoutFile) as { code: string };
    expect(JSON.parse(out.code)).toEqual(withoutEventNotes(JSON.parse(code)));
    expect(hook(code, '/repo/schemas/v1/config/brand.default.json')).toBeNull();
  });
});
