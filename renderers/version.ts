// The layout major version this renderer reads. A screen with a newer major is not guessed
// at: the borrower is asked to update the app.
export const RENDERER_MAJOR = 1;

export function majorOf(version: unknown): number | null {
  if (typeof version !== 'string') return null;
  const match = /^(\d+)\.\d+$/.exec(version);
  return match ? Number(match[1]) : null;
}

export function isTooNew(version: unknown): boolean {
  const major = majorOf(version);
  return major !== null && major > RENDERER_MAJOR;
}
