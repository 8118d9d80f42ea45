// Where the API lives and how long a borrower waits for it. The base may be pointed at
// another origin at build time (VITE_API_BASE); by default it is the same origin.
export const API_BASE: string = import.meta.env.VITE_API_BASE || '/amenities';
export const API_TIMEOUT_MS = 60_000;
/** Info toasts for a non-success answer (spec §8: 2 s). */
export const REJECT_TOAST_MS = 2_000;
/**
 * A secondary call (one that only adds a part to a page, docs/decisions/034) gives up sooner
 * than the page's core call: its part then says so, with its own retry, or falls back.
 */
export const SECONDARY_TIMEOUT_MS = 10_000;
