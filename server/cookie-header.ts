// One cookie's raw value (still URL-encoded) from a request's Cookie header, for the servers
// that read their own cookies: the config service's session, the fixture API's scenario.
export function readCookie(cookieHeader: string | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
