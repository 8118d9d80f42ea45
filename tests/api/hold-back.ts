// Holds a page's requests back at the XMLHttpRequest under axios, so that a test can act while
// a call is on its way and then let it reach the fixture server (a late answer, a late refusal).
import { vi } from 'vitest';

/** Sends the page's requests to `path` only once the returned function is called. */
export function holdBack(path: string): () => void {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const { open, send } = XMLHttpRequest.prototype;
  const urls = new WeakMap<XMLHttpRequest, string>();
  vi.spyOn(XMLHttpRequest.prototype, 'open').mockImplementation(function (
    this: XMLHttpRequest,
    ...args: [string, string | URL]
  ) {
    urls.set(this, String(args[1]));
    return (open as (...a: unknown[]) => void).apply(this, args);
  });
  vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(function (
    this: XMLHttpRequest,
    body,
  ) {
    if (!urls.get(this)?.includes(path)) return send.call(this, body);
    void held.then(() => send.call(this, body));
  });
  return release;
}
