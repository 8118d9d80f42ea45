// Declarative visibility conditions: data in, boolean out. Nothing is evaluated as code.
import type { Comparison, Condition } from './generated/screen-types';
import type { Reader } from './scope';

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

/**
 * Servers send 1 and '1' interchangeably: a number and a numeric text compare as numbers. Two
 * texts compare as texts: two order numbers of 19 digits, or "00123" and "123", are different
 * ids, which as numbers would be equal.
 */
function looselyEqual(a: unknown, b: unknown): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a === b;
  const na = asNumber(a);
  const nb = asNumber(b);
  if (na !== null && nb !== null) return na === nb;
  return a === b;
}

function compare(c: Comparison, read: Reader): boolean {
  const value = read(c.pointer);
  const operand = c.to === undefined ? c.value : read(c.to);
  switch (c.op) {
    case 'eq':
      return looselyEqual(value, operand);
    case 'ne':
      return !looselyEqual(value, operand);
    case 'in':
      return Array.isArray(operand) && operand.some((v: unknown) => looselyEqual(value, v));
    case 'gt':
    case 'lt': {
      const a = asNumber(value);
      const b = asNumber(operand);
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
    case 'blank':
      return typeof value === 'string' ? value.trim() === '' : isEmpty(value);
    case 'running':
      return (asNumber(value) ?? 0) > Date.now();
  }
}

export function evaluateCondition(condition: Condition | undefined, read: Reader): boolean {
  if (!condition) return true;
  if ('all' in condition) return condition.all.every((c) => evaluateCondition(c, read));
  if ('any' in condition) return condition.any.some((c) => evaluateCondition(c, read));
  if ('not' in condition) return !evaluateCondition(condition.not, read);
  return compare(condition, read);
}

const formNamesOf = new WeakMap<object, string[]>();
const NO_NAMES: string[] = [];

/**
 * The form values a condition reads (pointers /form/<name>/…), worked out once per condition.
 * Each name once: the form's snapshot of them holds one entry per name.
 */
export function formNamesIn(condition: Condition | undefined): string[] {
  if (!condition) return NO_NAMES;
  let names = formNamesOf.get(condition);
  if (!names) {
    const read = pointersIn(condition)
      .filter((p) => p.startsWith('/form/'))
      .map((p) => p.split('/')[2] ?? '');
    names = [...new Set(read)];
    formNamesOf.set(condition, names);
  }
  return names;
}

/** Every pointer a condition reads, for subscribing to the form values it needs. */
export function pointersIn(condition: Condition | undefined): string[] {
  if (!condition) return [];
  if ('all' in condition) return condition.all.flatMap(pointersIn);
  if ('any' in condition) return condition.any.flatMap(pointersIn);
  if ('not' in condition) return pointersIn(condition.not);
  return condition.to === undefined ? [condition.pointer] : [condition.pointer, condition.to];
}
