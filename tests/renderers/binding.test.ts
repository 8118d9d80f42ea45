import { describe, expect, it } from 'vitest';
import { resolveAction } from '../../renderers/actions';
import { resolveText } from '../../renderers/binding';
import { t } from './render-screen';

const ctx = {
  data: { amount: 150000, phone: '09171234567', name: 'Ana', empty: '' },
  t,
  rupee: false,
};

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
    expect(resolveText({ bind: '/amount', format: 'money' }, ctx)).toBe('₱1500.00');
    expect(resolveText({ bind: '/amount', format: 'money' }, { ...ctx, rupee: true })).toBe(
      '₹1500.00',
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
});
