// The one place that knows what success looks like. The spec has three conventions: code
// parses to 0 (newer calls), the string '00' (upload, rating, older variant) and a boolean
// success flag. Both are read tolerantly (ARCHITECTURE principle 7): a flag may come as
// 1/"1"/"true", and a null or empty code is no code. A flag of false, or a code other than
// 0, always fails; otherwise either says success. An endpoint whose rule is the flag (the
// newer loan calls, the complaint's save) needs the flag itself (contract loan.md).
export interface EnvelopeLike {
  code?: unknown;
  message?: unknown;
  success?: unknown;
  data?: unknown;
}

export function isEnvelope(body: unknown): body is EnvelopeLike {
  return typeof body === 'object' && body !== null && !Array.isArray(body);
}

function codeIsZero(code: unknown): boolean {
  if (typeof code === 'number') return code === 0;
  if (typeof code === 'string') return /^\s*0+\s*$/.test(code);
  return false;
}

const TRUE_FLAGS: readonly unknown[] = [true, 1, '1', 'true'];
const FALSE_FLAGS: readonly unknown[] = [false, 0, '0', 'false'];

/** The success flag as servers send it; undefined when absent or unreadable. */
function flagOf(value: unknown): boolean | undefined {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : value;
  if (TRUE_FLAGS.includes(text)) return true;
  if (FALSE_FLAGS.includes(text)) return false;
  return undefined;
}

const isAbsent = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Whether the answer says it failed: a false flag, or a code that is not zero. */
function saysFailure(body: EnvelopeLike): boolean {
  return flagOf(body.success) === false || (!isAbsent(body.code) && !codeIsZero(body.code));
}

export function isSuccess(body: EnvelopeLike, rule?: 'code0' | 'code00' | 'flag'): boolean {
  const flag = flagOf(body.success);
  if (saysFailure(body)) return false;
  if (rule === 'flag') return flag === true;
  return flag === true || !isAbsent(body.code);
}

/**
 * The words of a refused answer: its message, unless its code said success and it was refused
 * only for lacking the success flag (its message then normally reads "success").
 */
export function refusalWords(body: EnvelopeLike): string {
  const zeroCode = !isAbsent(body.code) && codeIsZero(body.code);
  return zeroCode && !saysFailure(body) ? '' : serverMessage(body);
}

export function serverMessage(body: EnvelopeLike): string {
  return typeof body.message === 'string' ? body.message.trim() : '';
}
