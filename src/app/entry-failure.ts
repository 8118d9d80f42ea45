// What the static shell shows when the app's code cannot be loaded (a dropped connection, a
// deployment that replaced the file): the shell's own message and a way to try again, rather
// than a skeleton that pulses for ever. Plain DOM, from the boot module: what would draw
// anything else is what did not arrive. The words are written into index.html at build time
// from the English catalogue (scripts/brand-shell-plugin.ts).
export function showEntryFailure(): void {
  const main = document.querySelector('main.shell-body');
  const failed = main?.querySelector<HTMLElement>('.shell-failed');
  if (!main || !failed) return;
  main.setAttribute('aria-busy', 'false');
  for (const placeholder of main.querySelectorAll('.shell-card, .shell-hidden, .shell-late')) {
    placeholder.remove();
  }
  failed.hidden = false;
  failed
    .querySelector('button')
    ?.addEventListener('click', () => window.location.reload(), { once: true });
}
