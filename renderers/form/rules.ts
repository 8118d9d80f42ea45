// A layout's InputRules as react-hook-form validate functions, with their messages resolved
// now (catalogue text in the borrower's language). Checks run in order and the first failure
// is the field's error: required, minLength, maxLength, pattern, then the node's own.
import type { InputRules } from '../generated/screen-types';
import { resolveText, type TextContext } from '../binding';
import { isEmptyValue } from './values';

/** true when the value passes, else the message to show. */
export type Check = (value: unknown) => string | true;
export type Checks = Record<string, Check>;

function lengthOf(value: unknown): number | null {
  if (typeof value === 'string' || Array.isArray(value)) return value.length;
  return null;
}

const warned = new Set<string>();

/**
 * The pattern anchored to the whole value, or null when it is not a valid regular
 * expression: a broken layout loses that rule, never the page.
 */
export function compilePattern(source: string): RegExp | null {
  try {
    return new RegExp(`^(?:${source})$`);
  } catch {
    if (import.meta.env.DEV && !warned.has(source)) {
      warned.add(source);
      console.warn('[form] invalid pattern rule ignored', source);
    }
    return null;
  }
}

export function checksOf(rules: InputRules | undefined, ctx: TextContext): Checks {
  const checks: Checks = {};
  if (!rules) return checks;
  const { required, minLength, maxLength, pattern } = rules;
  if (required) {
    const message = resolveText(required.message, ctx);
    checks.required = (value) => (isEmptyValue(value) ? message : true);
  }
  // The other rules judge what was given: an empty optional field passes them.
  if (minLength) {
    const message = resolveText(minLength.message, ctx);
    checks.minLength = (value) => {
      const length = lengthOf(value);
      return isEmptyValue(value) || length === null || length >= minLength.value ? true : message;
    };
  }
  if (maxLength) {
    const message = resolveText(maxLength.message, ctx);
    checks.maxLength = (value) => {
      const length = lengthOf(value);
      return isEmptyValue(value) || length === null || length <= maxLength.value ? true : message;
    };
  }
  const regex = pattern ? compilePattern(pattern.value) : null;
  if (pattern && regex) {
    const message = resolveText(pattern.message, ctx);
    checks.pattern = (value) =>
      typeof value !== 'string' || isEmptyValue(value) || regex.test(value) ? true : message;
  }
  return checks;
}
