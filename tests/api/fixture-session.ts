// Component tests talk to the real fixture server over HTTP. jsdom's page runs on the
// fixture server's own origin (vitest.config.ts), so relative /amenities calls and the
// scenario cookie work exactly as in a browser.
import { setCookie, removeCookie } from '../../src/lib/cookie';

export function useScenario(choice: Record<string, string> | null): void {
  if (choice) setCookie('fixture-scenario', JSON.stringify(choice));
  else removeCookie('fixture-scenario');
}

export async function receivedRequests(): Promise<
  Array<{
    method: string;
    path: string;
    query: Record<string, string>;
    headers: Record<string, string>;
    body: Record<string, unknown>;
  }>
> {
  const res = await fetch(new URL('/__fixtures/requests', window.location.origin));
  return res.json();
}

export async function clearRequests(): Promise<void> {
  await fetch(new URL('/__fixtures/requests', window.location.origin), { method: 'DELETE' });
}
