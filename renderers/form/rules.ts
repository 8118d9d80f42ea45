// A layout's InputRules as react-hook-form validate functions. Checks run in order and the
// first failure is the field's error: required, minLength, maxLength, pattern, then the node's
// own. A message is resolved when its check fails, from the text context of that moment
// (catalogue text in the borrower's language, bindings on the latest data): the functions can
// then be built once per field and keep their identity while the screen's data changes.
import type { InputRules, TextSource } from '../generated/screen-types';
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

/** The text context to resolve a message with: the latest, read when a check fails. */
export type LatestContext = () => TextContext;

export function checksOf(rules: InputRules | undefined, context: LatestContext): Checks {
  const checks: Checks = {};
  if (!rules) return checks;
  const { required, minLength, maxLength, pattern } = rules;
  const message = (source: TextSource) => resolveText(source, context());
  if (required) {
    checks.required = (value) => (isEmptyValue(value) ? message(required.message) : true);
  }
  // The other rules judge what was given: an empty optional field passes them.
  if (minLength) {
    checks.minLength = (value) => {
      const length = lengthOf(value);
      return isEmptyValue(value) || length === null || length >= minLength.value
        ? true
        : message(minLength.message);
    };
  }
  if (maxLength) {
    checks.maxLength = (value) => {
      const length = lengthOf(value);
      return isEmptyValue(value) || length === null || length <= maxLength.value
        ? true
        : message(maxLength.message);
    };
  }
  const regex = pattern ? compilePattern(pattern.value) : null;
  if (pattern && regex) {
    checks.pattern = (value) =>
      typeof value !== 'string' || isEmptyValue(value) || regex.test(value)
        ? true
        : message(pattern.message);
  }
  return checks;
}
