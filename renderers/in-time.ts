// A load that must settle in time. Code a page asks for after its first render (a heavy node,
// the form's engine, the state changes' immer) must arrive within LOAD_LIMIT_MS: on a
// connection that stalls, a load that never settles would leave a placeholder, or a busy
// button, for ever. Past the limit it counts as failed, and each caller's own failure path
// (its message, a way to try again) takes over. The API calls' limit and the first render's
// wait for a catalogue are the same race with their own times.

/** How long such code may take once asked for. */
export const LOAD_LIMIT_MS = 20_000;

/** `loading`, or `late` as its failure once `ms` (LOAD_LIMIT_MS) has passed without it. */
export function inTime<T>(
  loading: Promise<T>,
  ms: number = LOAD_LIMIT_MS,
  late: unknown = new Error('it did not arrive in time'),
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(late), ms);
  });
  return Promise.race([loading, limit]).finally(() => clearTimeout(timer));
}
