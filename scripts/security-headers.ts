// The headers a real deployment serves with the built app. script-src 'self' with no
// 'unsafe-eval' is why validators are precompiled; styles allow inline because emotion
// inserts <style> rules at run time. Session ids travel in URLs: no referrer ever leaves.
export function contentSecurityPolicy(apiOrigin?: string): string {
  const connect = ["'self'", apiOrigin].filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    `connect-src ${connect}`,
    "font-src 'self'",
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

export function securityHeaders(apiOrigin?: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(apiOrigin),
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'Permissions-Policy': 'camera=(self), geolocation=(self), microphone=()',
  };
}

/** The API origin when VITE_API_BASE points to another host, for connect-src. */
export function apiOriginOf(base: string | undefined): string | undefined {
  if (!base || !/^https?:\/\//.test(base)) return undefined;
  return new URL(base).origin;
}
