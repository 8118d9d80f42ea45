// Local state a screen keeps in its history entry (its `keepState`): Back to the page, or a
// reload, shows it as the borrower left it (the complaint list's chosen tab). The entry's own
// state (the router's position in it) is kept as it is. While a dialog is open the current
// entry is the dialog's (renderers/ui/back-stack.ts), which its closing takes off: what is
// kept then goes to the page's own entry as well, once it is current again.
import type { StateValues } from './scope';
import { stateKeeper } from './state-keeper';
import { isOverlayEntry } from './ui/back-stack';

const KEY = 'borrowerState';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const entryState = (): Record<string, unknown> =>
  isRecord(window.history.state) ? window.history.state : {};

/** The declared state, with the kept values this entry holds (each of its declared type). */
export function restoredState(
  screenId: string,
  names: readonly string[],
  declared: StateValues = {},
): StateValues {
  const saved = entryState()[KEY];
  const own = isRecord(saved) ? saved[screenId] : undefined;
  if (!isRecord(own)) return declared;
  const restored: Record<string, unknown> = { ...declared };
  for (const name of names) {
    if (Object.hasOwn(declared, name) && typeof own[name] === typeof declared[name]) {
      restored[name] = own[name];
    }
  }
  return restored;
}

/** Writes the kept values into the current history entry. */
export function keepState(screenId: string, names: readonly string[], state: StateValues): void {
  const kept = Object.fromEntries(
    names.filter((n) => Object.hasOwn(state, n)).map((n) => [n, state[n]]),
  );
  write(screenId, kept);
  const current = entryState();
  if (isOverlayEntry(current)) {
    forPage = { key: current.key, screenId, kept };
    window.addEventListener('popstate', onBackOnPage);
  }
}

function write(screenId: string, kept: Record<string, unknown>): void {
  const current = entryState();
  const saved = isRecord(current[KEY]) ? current[KEY] : {};
  window.history.replaceState({ ...current, [KEY]: { ...saved, [screenId]: kept } }, '');
}

/** What was kept on a dialog's entry, for the page's own: the dialog's copies its router key. */
let forPage: { key: unknown; screenId: string; kept: Record<string, unknown> } | undefined;

function onBackOnPage(): void {
  const current = entryState();
  if (forPage && !isOverlayEntry(current) && current.key === forPage.key) {
    write(forPage.screenId, forPage.kept);
    forPage = undefined;
  }
}

stateKeeper.current = { restored: restoredState, keep: keepState };
