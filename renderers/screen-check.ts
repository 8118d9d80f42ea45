// Checks a screen that came from a server before it is rendered: too new for this renderer,
// invalid (with the JSON Pointer of the first problem), or ready. Shipped layouts are
// checked by the test suite instead, so borrower pages do not carry the screen validator.
import type { Screen } from './generated/screen-types';
import { validateScreen } from './generated/validate-screen';
import { isTooNew } from './version';

export type ScreenCheck =
  | { kind: 'ok'; screen: Screen }
  | { kind: 'too-new'; version: string }
  | { kind: 'invalid'; pointer: string; message: string };

export function checkScreen(raw: unknown): ScreenCheck {
  const version = (raw as { version?: unknown } | null)?.version;
  if (isTooNew(version)) return { kind: 'too-new', version: String(version) };
  if (validateScreen(raw)) return { kind: 'ok', screen: raw };
  const first = validateScreen.errors?.[0];
  return {
    kind: 'invalid',
    pointer: first?.instancePath ?? '',
    message: first?.message ?? 'invalid screen',
  };
}
