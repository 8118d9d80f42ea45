import { describe, expect, it } from 'vitest';
import { evaluateCondition } from '../../renderers/condition';

const data = { status: '174', isDelay: 1, list: [], name: 'x', zero: '0', tags: ['a'] };

describe('evaluateCondition', () => {
  it('holds when there is no condition', () => {
    expect(evaluateCondition(undefined, data)).toBe(true);
  });
  it('compares numbers and numeric strings as numbers', () => {
    expect(evaluateCondition({ pointer: '/status', op: 'eq', value: 174 }, data)).toBe(true);
    expect(evaluateCondition({ pointer: '/isDelay', op: 'eq', value: '1' }, data)).toBe(true);
    expect(evaluateCondition({ pointer: '/status', op: 'ne', value: 174 }, data)).toBe(false);
    expect(evaluateCondition({ pointer: '/status', op: 'in', value: [170, 180] }, data)).toBe(
      false,
    );
    expect(evaluateCondition({ pointer: '/status', op: 'in', value: [170, 174] }, data)).toBe(true);
    expect(evaluateCondition({ pointer: '/status', op: 'gt', value: 100 }, data)).toBe(true);
    expect(evaluateCondition({ pointer: '/name', op: 'gt', value: 1 }, data)).toBe(false);
    expect(evaluateCondition({ pointer: '/status', op: 'lt', value: 100 }, data)).toBe(false);
  });
  it('treats "0" as falsy, as servers mean it', () => {
    expect(evaluateCondition({ pointer: '/zero', op: 'truthy' }, data)).toBe(false);
    expect(evaluateCondition({ pointer: '/zero', op: 'falsy' }, data)).toBe(true);
    expect(evaluateCondition({ pointer: '/name', op: 'truthy' }, data)).toBe(true);
  });
  it('knows empty strings, arrays, objects and missing values', () => {
    expect(evaluateCondition({ pointer: '/list', op: 'empty' }, data)).toBe(true);
    expect(evaluateCondition({ pointer: '/missing', op: 'empty' }, data)).toBe(true);
    expect(evaluateCondition({ pointer: '/tags', op: 'notEmpty' }, data)).toBe(true);
    expect(evaluateCondition({ pointer: '/name', op: 'empty' }, data)).toBe(false);
  });
  it('combines with all, any and not', () => {
    const is174 = { pointer: '/status', op: 'eq', value: 174 } as const;
    const delayed = { pointer: '/isDelay', op: 'eq', value: 1 } as const;
    const is200 = { pointer: '/status', op: 'eq', value: 200 } as const;
    expect(evaluateCondition({ all: [is174, delayed] }, data)).toBe(true);
    expect(evaluateCondition({ all: [is174, is200] }, data)).toBe(false);
    expect(evaluateCondition({ any: [is200, delayed] }, data)).toBe(true);
    expect(evaluateCondition({ not: is200 }, data)).toBe(true);
  });
});
