import { describe, expect, it } from 'vitest';
import { checkScreen } from '../../renderers/screen-check';

describe('checkScreen (server-driven screens)', () => {
  it('accepts a valid screen', () => {
    const raw = { type: 'screen', version: '1.2', id: 'landing', title: 'Hi', body: [] };
    expect(checkScreen(raw)).toEqual({ kind: 'ok', screen: raw });
  });
  it('says "too new" before validating a newer major', () => {
    expect(checkScreen({ type: 'screen', version: '3.0', whatever: true })).toEqual({
      kind: 'too-new',
      version: '3.0',
    });
  });
  it('names the JSON Pointer of an invalid screen', () => {
    const result = checkScreen({
      type: 'screen',
      version: '1.0',
      id: 'x',
      title: 'T',
      body: [{ type: 'image', src: 'x' }],
    });
    expect(result.kind).toBe('invalid');
    expect(result.kind === 'invalid' && result.pointer).toBe('/body/0');
  });
  it('rejects non-objects', () => {
    expect(checkScreen(null).kind).toBe('invalid');
    expect(checkScreen('screen').kind).toBe('invalid');
  });
});
