// The scrollTo step: the node with that anchor comes into view and takes the focus, so a
// keyboard or screen-reader user lands where a sighted one looks. No smooth scrolling for
// someone who asked the system for less motion. It looks for the node on the next frame, once
// the steps before it have rendered (a section a `set` step has just shown).
import { prefersReducedMotion } from './reduced-motion';

export function scrollToAnchor(anchor: string): void {
  requestAnimationFrame(() => scrollNow(anchor));
}

function scrollNow(anchor: string): void {
  const target = document.getElementById(anchor);
  if (!target) return;
  // jsdom has none; every browser has it.
  target.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
