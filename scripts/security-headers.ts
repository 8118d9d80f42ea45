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

/**
 * Headers that act only on what the browser shows as a page or runs as a worker: a script or
 * style sheet that a page loads ignores them. nginx writes every header of every answer out
 * in full (its HTTP/2 encoder keeps no table of headers already sent, so each repeat costs
 * its whole length on the wire), and a route opens with up to nine scripts.
 */
export const DOCUMENT_ONLY_HEADERS = ['Content-Security-Policy', 'Permissions-Policy'];

/** The build's hashed scripts and style sheets: sent without the document-only headers. */
const SUBRESOURCE_PATH = /^\/assets\/.+\.(?:js|css)$/;

/** The security headers of the answer for `pathname`. */
export function securityHeadersFor(pathname: string, apiOrigin?: string): Record<string, string> {
  const headers = securityHeaders(apiOrigin);
  if (!SUBRESOURCE_PATH.test(pathname)) return headers;
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !DOCUMENT_ONLY_HEADERS.includes(name)),
  );
}

/** The API origin when VITE_API_BASE points to another host, for connect-src. */
export function apiOriginOf(base: string | undefined): string | undefined {
  if (!base || !/^https?:\/\//.test(base)) return undefined;
  return new URL(base).origin;
}
