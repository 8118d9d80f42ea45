// In-place updates with immer: a recipe changes a draft, and the result shares every part it
// did not change with the state before, so a subscriber that compares what it read
// (Object.is) sees a change only where there was one. The image picker's queue changes this
// way (progress, status and retry of one item, picks appended, a removal spliced); the screen's
// local state, a flat record whose steps change one name, is a plain copy (scope.ts).
//
// Nothing changes the queue before the borrower picks a photo, so immer (3.0 KB brotli) is not
// part of the page's first download: the picker asks for it once the page's content is on
// screen (afterContentPaint, as the lazy nodes do, with a shorter limit), well before a
// borrower can pick. A change asked for before then asks for it at once and waits for it, and
// changes apply in the order they were asked. If it cannot come (a dropped connection, or not
// in time: in-time.ts), the waiting changes are dropped, the first of them says so (its
// `dropped`, once per failed load: the picker's network message), and the next change asks for
// it again.
import type { Draft } from 'immer';
import { afterContentPaint } from './after-paint';
import { inTime } from './in-time';

export type Produce = <T>(base: T, recipe: (draft: Draft<T>) => void) => T;

let loaded: Produce | undefined;
let loading: Promise<Produce> | undefined;
const waiting: Array<(produce: Produce) => void> = [];

/** immer's produce, asked for once (and again after a failure). */
export function loadProduce(): Promise<Produce> {
  loading ??= inTime(import('./immer-produce')).then(
    ({ produce }) => (loaded = produce as Produce),
    (error: unknown) => {
      loading = undefined;
      waiting.length = 0;
      console.warn('[renderer] state changes dropped: their code did not load', error);
      throw error;
    },
  );
  return loading;
}

/**
 * Runs `change` with immer's produce: now when it is here, else once it has come. When it
 * cannot come, the first change that waited for it runs its `dropped`.
 */
export function withProduce(change: (produce: Produce) => void, dropped?: () => void): void {
  if (loaded && waiting.length === 0) return change(loaded);
  const first = waiting.push(change) === 1;
  loadProduce().then(
    (produce) => {
      for (const next of waiting.splice(0)) next(produce);
    },
    () => first && dropped?.(),
  );
}

/**
 * How long a drawn screen waits for the browser to report its content painted. The screen's
 * frame reaches the display a frame or two after it is drawn; when no larger paint is reported
 * by then, the page's largest text is the static shell's title, and waiting longer only
 * delays the code a quick first tap needs.
 */
const SCREEN_PAINT_WAIT_MS = 100;

/**
 * For a picker just drawn: immer's code, asked for once the page's content is painted, unless
 * it is here or a change has asked already.
 */
export function loadProduceAfterContentPaint(): void {
  if (loaded || loading) return;
  void afterContentPaint(SCREEN_PAINT_WAIT_MS)
    .then(loadProduce)
    .catch(() => undefined);
}
