// The landing's hero picture rule, shared by the page and the config checks (so the studio
// says when the page would leave a picture out).
import { safeImageSrc } from '../../lib/url-safety';

/**
 * The hero picture when it passes the URL allow-list (contract public.md): a full http(s) URL
 * or a same-origin path, not a data: picture. Another is left out; the template still holds.
 */
export function heroImageOf(url: string | undefined): string | undefined {
  return url && /^(https?:|\/)/i.test(url.trim()) ? (safeImageSrc(url) ?? undefined) : undefined;
}
