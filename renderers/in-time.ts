// Code a page asks for after its first render (a heavy node, the form's engine, the state
// changes' immer) must arrive in time: on a connection that stalls, a load that never settles
// would leave a placeholder, or a busy button, for ever. Past the limit it counts as failed,
// and each caller's own failure path (its message, a way to try again) takes over.

/** How long such code may take once asked for. */
export const LOAD_LIMIT_MS = 20_000;

/** `loading`, or a failure once LOAD_LIMIT_MS has passed without it. */
export function inTime<T>(loading: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the code did not arrive in time')),
      LOAD_LIMIT_MS,
    );
    loading.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
