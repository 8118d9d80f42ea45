// The one place that knows what success looks like. The spec has three conventions: code
// parses to 0 (newer calls), the string '00' (upload, rating, older variant) and a boolean
// success flag. A boolean flag, when present, decides; an endpoint whose rule is the flag
// (the newer loan calls) succeeds only with `success: true` and, when a code is given, 0.
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

export function isSuccess(body: EnvelopeLike, rule?: 'code0' | 'code00' | 'flag'): boolean {
  if (rule === 'flag')
    return body.success === true && (body.code === undefined || codeIsZero(body.code));
  if (typeof body.success === 'boolean') return body.success;
  return codeIsZero(body.code);
}

export function serverMessage(body: EnvelopeLike): string {
  return typeof body.message === 'string' ? body.message.trim() : '';
}
