import { describe, expect, it } from 'vitest';
import { resolveActions, resolveStep } from '../../renderers/actions';
import { resolveText, toText } from '../../renderers/binding';
import { createReader, readData } from '../../renderers/scope';
import { t } from './render-screen';
import { formatters } from '../../src/lib/format';

const data = { amount: 150000, phone: '09171234567', name: 'Ana', empty: '' };
const ctx = { read: readData(data), t, rupee: false, formatters };
const resolveAction = resolveStep;

describe('resolveText', () => {
  it('returns literals as they are', () => {
    expect(resolveText('Hello', ctx)).toBe('Hello');
  });
  it('translates catalogue keys with bound parameters', () => {
    expect(resolveText({ key: 'format.days', params: { count: { bind: '/amount' } } }, ctx)).toBe(
      '150000 days',
    );
    expect(resolveText({ key: 'cs.email' }, ctx)).toBe('E-mail');
  });
  it('formats bindings with named formatters', () => {
    expect(resolveText({ bind: '/amount', format: 'money' }, ctx)).toBe('₱1,500.00');
    expect(resolveText({ bind: '/amount', format: 'money' }, { ...ctx, rupee: true })).toBe(
      '₹1,500.00',
    );
    expect(resolveText({ bind: '/phone', format: 'phone' }, ctx)).toBe('091 7123 4567');
  });
  it('uses the fallback key when the bound value is empty', () => {
    expect(resolveText({ bind: '/empty', fallbackKey: 'common.loading' }, ctx)).toBe('Loading...');
    expect(resolveText({ bind: '/missing' }, ctx)).toBe('');
  });
  it('never shows objects as text', () => {
    expect(resolveText({ bind: '' }, ctx)).toBe('');
  });
});

describe('resolveAction', () => {
  it('resolves every text source into plain strings', () => {
    expect(
      resolveAction(
        { type: 'navigate', to: '/complainDetails', query: { problemId: { bind: '/name' } } },
        ctx,
      ),
    ).toEqual({
      type: 'navigate',
      to: '/complainDetails',
      query: { problemId: 'Ana' },
      replace: false,
    });
    expect(
      resolveAction({ type: 'openUrl', url: { bind: '/name' }, scheme: 'mailto' }, ctx),
    ).toEqual({
      type: 'openUrl',
      url: 'Ana',
      scheme: 'mailto',
    });
    expect(
      resolveAction(
        { type: 'bridge', action: 'callPhone', payload: { phone: { bind: '/phone' } } },
        ctx,
      ),
    ).toEqual({
      type: 'bridge',
      action: 'callPhone',
      payload: { phone: '09171234567' },
    });
    expect(resolveAction({ type: 'emit', name: 'submit' }, ctx)).toEqual({
      type: 'emit',
      name: 'submit',
    });
  });

  it('refuses a state name that cannot be a key of the screen state', () => {
    expect(() => resolveAction({ type: 'toggle', state: '__proto__' }, ctx)).toThrow(/__proto__/);
    expect(() => resolveAction({ type: 'toggle', state: 1 as unknown as string }, ctx)).toThrow(
      /not a string/,
    );
    expect(resolveAction({ type: 'toggle', state: 'toString' }, ctx)).toEqual({
      type: 'toggle',
      state: 'toString',
    });
  });
});

describe('scopes', () => {
  const read = createReader({
    data,
    state: { tab: 2, open: true },
    scope: { item: { title: 'Plan A', amount: 5 }, index: 3, key: 'GCash' },
  });
  it('reads the item, its position and key, local state and the data', () => {
    expect(read('@/title')).toBe('Plan A');
    expect(read('@')).toEqual({ title: 'Plan A', amount: 5 });
    expect(read('@index')).toBe(3);
    expect(read('@key')).toBe('GCash');
    expect(read('/state/tab')).toBe(2);
    expect(read('/name')).toBe('Ana');
    expect(read('/form/x')).toBeUndefined();
  });
  it('reads nothing from an item outside a list', () => {
    expect(readData(data)('@/title')).toBeUndefined();
    expect(readData(data)('@index')).toBeUndefined();
  });
  it('keeps the type of a stored value and resolves each step of a list', () => {
    const steps = resolveActions(
      [
        { type: 'set', state: 'tab', value: { bind: '@index' } },
        { type: 'toggle', state: 'open' },
        { type: 'emit', name: 'pick', value: { bind: '@/title' } },
        { type: 'submit', event: 'save' },
      ],
      { read, t, rupee: false, formatters },
    );
    expect(steps).toEqual([
      { type: 'set', state: 'tab', value: 3 },
      { type: 'toggle', state: 'open' },
      { type: 'emit', name: 'pick', value: 'Plan A' },
      { type: 'submit', event: 'save' },
    ]);
  });
});

describe('toText', () => {
  it('shows strings, finite numbers and booleans; never objects', () => {
    expect([toText('a'), toText(5), toText(true), toText(NaN), toText(null), toText({})]).toEqual([
      'a',
      '5',
      'true',
      '',
      '',
      '',
    ]);
  });
});
