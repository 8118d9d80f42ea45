import { describe, expect, it, vi } from 'vitest';
import { evaluateCondition } from '../../renderers/condition';
import { readData } from '../../renderers/scope';

const read = readData({
  status: '174',
  isDelay: 1,
  list: [],
  name: 'x',
  names: ['w', 'x'],
  zero: '0',
  tags: ['a'],
});

describe('evaluateCondition', () => {
  it('holds when there is no condition', () => {
    expect(evaluateCondition(undefined, read)).toBe(true);
  });
  it('compares numbers and numeric strings as numbers', () => {
    expect(evaluateCondition({ pointer: '/status', op: 'eq', value: 174 }, read)).toBe(true);
    expect(evaluateCondition({ pointer: '/isDelay', op: 'eq', value: '1' }, read)).toBe(true);
    expect(evaluateCondition({ pointer: '/status', op: 'ne', value: 174 }, read)).toBe(false);
    expect(evaluateCondition({ pointer: '/status', op: 'in', value: [170, 180] }, read)).toBe(
      false,
    );
    expect(evaluateCondition({ pointer: '/status', op: 'in', value: [170, 174] }, read)).toBe(true);
    // `to` names the list at a pointer, as for every comparison.
    expect(evaluateCondition({ pointer: '/name', op: 'in', to: '/names' }, read)).toBe(true);
    expect(evaluateCondition({ pointer: '/name', op: 'in', to: '/tags' }, read)).toBe(false);
    expect(evaluateCondition({ pointer: '/status', op: 'gt', value: 100 }, read)).toBe(true);
    expect(evaluateCondition({ pointer: '/name', op: 'gt', value: 1 }, read)).toBe(false);
    expect(evaluateCondition({ pointer: '/status', op: 'lt', value: 100 }, read)).toBe(false);
  });
  it('compares two texts as texts: long or zero-padded ids are not numbers', () => {
    const ids = readData({
      chosen: '2025030100100000001',
      other: '2025030100100000002',
      padded: '00123',
      plain: '123',
    });
    expect(evaluateCondition({ pointer: '/chosen', op: 'eq', to: '/other' }, ids)).toBe(false);
    expect(evaluateCondition({ pointer: '/chosen', op: 'eq', to: '/chosen' }, ids)).toBe(true);
    expect(evaluateCondition({ pointer: '/padded', op: 'eq', to: '/plain' }, ids)).toBe(false);
    expect(evaluateCondition({ pointer: '/plain', op: 'eq', value: 123 }, ids)).toBe(true);
  });
  it('treats "0" as falsy, as servers mean it', () => {
    expect(evaluateCondition({ pointer: '/zero', op: 'truthy' }, read)).toBe(false);
    expect(evaluateCondition({ pointer: '/zero', op: 'falsy' }, read)).toBe(true);
    expect(evaluateCondition({ pointer: '/name', op: 'truthy' }, read)).toBe(true);
  });
  it('knows empty strings, arrays, objects and missing values', () => {
    expect(evaluateCondition({ pointer: '/list', op: 'empty' }, read)).toBe(true);
    expect(evaluateCondition({ pointer: '/missing', op: 'empty' }, read)).toBe(true);
    expect(evaluateCondition({ pointer: '/tags', op: 'notEmpty' }, read)).toBe(true);
    expect(evaluateCondition({ pointer: '/name', op: 'empty' }, read)).toBe(false);
  });
  it('combines with all, any and not', () => {
    const is174 = { pointer: '/status', op: 'eq', value: 174 } as const;
    const delayed = { pointer: '/isDelay', op: 'eq', value: 1 } as const;
    const is200 = { pointer: '/status', op: 'eq', value: 200 } as const;
    expect(evaluateCondition({ all: [is174, delayed] }, read)).toBe(true);
    expect(evaluateCondition({ all: [is174, is200] }, read)).toBe(false);
    expect(evaluateCondition({ any: [is200, delayed] }, read)).toBe(true);
    expect(evaluateCondition({ not: is200 }, read)).toBe(true);
  });

  it('compares with the value at another pointer', () => {
    expect(evaluateCondition({ pointer: '/zero', op: 'eq', to: '/list/0' }, read)).toBe(false);
    expect(evaluateCondition({ pointer: '/tags/0', op: 'eq', to: '/name' }, read)).toBe(false);
    expect(evaluateCondition({ pointer: '/status', op: 'gt', to: '/isDelay' }, read)).toBe(true);
    expect(evaluateCondition({ pointer: '/name', op: 'ne', to: '/name' }, read)).toBe(false);
  });

  it('running: a startTimer time (epoch ms) the clock has not reached yet', () => {
    vi.spyOn(Date, 'now').mockReturnValue(10_000);
    const timers = readData({ ahead: 10_001, reached: 10_000, text: '20000', none: null });
    const running = (pointer: string) => evaluateCondition({ pointer, op: 'running' }, timers);
    try {
      expect(['/ahead', '/reached', '/text', '/none', '/missing'].map(running)).toEqual([
        true,
        false,
        true,
        false,
        false,
      ]);
    } finally {
      vi.restoreAllMocks();
    }
  });
});
