// Whether the module at `moduleUrl` is the script node was started with: a command's entry
// point runs its main, a test that imports it does not. argv[1] is a plain path (with spaces,
// through a symlink) where import.meta.url is an encoded URL of the real file, so the two are
// compared as real paths; comparing `file://${argv[1]}` ran nothing in such a checkout.
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export function isMain(moduleUrl: string): boolean {
  const started = process.argv[1];
  if (!started) return false;
  try {
    return realpathSync(started) === realpathSync(fileURLToPath(moduleUrl));
  } catch {
    return false;
  }
}
