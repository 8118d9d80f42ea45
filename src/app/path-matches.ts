// Route paths match in any letter case, trailing slashes ignored. Kept free of React: the boot
// script (src/boot.ts) matches the opened route before any of the app's code has arrived.

/** Whether a location's path is a table path: any letter case, trailing slashes ignored. */
export function pathMatches(pathname: string, routePath: string): boolean {
  const normal = (p: string) => p.replace(/\/+$/, '').toLowerCase() || '/';
  return normal(pathname) === normal(routePath);
}
