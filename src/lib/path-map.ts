// A build-time JSON map from a name to a path (VITE_ROUTE_PATHS, VITE_OLDER_PATHS): the
// parsed object, or null when the variable is unset, not JSON or not an object. Each caller
// decides which of its values are paths it accepts.
export function readPathMap(
  raw: string | undefined,
  variable: string,
): Readonly<Record<string, unknown>> | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    console.warn(`${variable} is not JSON; using the default paths`);
    return null;
  }
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : null;
}
