// Declarative visibility conditions: data in, boolean out. Nothing is evaluated as code.
import type { Comparison, Condition } from '../src/generated/types';
import { resolvePointer } from './pointer';

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

function asNumber(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return Number(value);
  }
  return null;
}

/** Servers send 1 and '1' interchangeably: compare as numbers when both sides are numeric. */
function looselyEqual(a: unknown, b: unknown): boolean {
  const na = asNumber(a);
  const nb = asNumber(b);
  if (na !== null && nb !== null) return na === nb;
  return a === b;
}

function compare(c: Comparison, data: unknown): boolean {
  const value = resolvePointer(data, c.pointer);
  switch (c.op) {
    case 'eq':
      return looselyEqual(value, c.value);
    case 'ne':
      return !looselyEqual(value, c.value);
    case 'in':
      return Array.isArray(c.value) && c.value.some((v) => looselyEqual(value, v));
    case 'gt':
    case 'lt': {
      const a = asNumber(value);
      const b = asNumber(c.value);
      if (a === null || b === null) return false;
      return c.op === 'gt' ? a > b : a < b;
    }
    case 'truthy':
      return Boolean(value) && value !== '0';
    case 'falsy':
      return !value || value === '0';
    case 'empty':
      return isEmpty(value);
    case 'notEmpty':
      return !isEmpty(value);
  }
}

export function evaluateCondition(condition: Condition | undefined, data: unknown): boolean {
  if (!condition) return true;
  if ('all' in condition) return condition.all.every((c) => evaluateCondition(c, data));
  if ('any' in condition) return condition.any.some((c) => evaluateCondition(c, data));
  if ('not' in condition) return !evaluateCondition(condition.not, data);
  return compare(condition, data);
}
