// What this app decides for the generic renderer (renderers/services.ts): its formatters
// (money in centavos, Manila dates), its URL policy, session storage for form drafts, the
// downscaling of photos before upload and the router's hold on Back while a form asks.
// Every <ScreenView> gets this one set.
import type { RendererServices } from '../../renderers/services';
import { allowedUrl } from '../lib/allowed-url';
import { pagePathOf } from '../routes';
import { formatters } from '../lib/format';
import { readJson, removeJson, sessionStore, writeJson } from '../lib/storage';
import { safeImageSrc } from '../lib/url-safety';
import { inTime } from '../../renderers/in-time';
import { shouldDownscale } from '../lib/downscale-rule';
import { leavePolicy } from './leave-question';
import { sessionLink } from './navigation';

/**
 * As a tap navigates (use-app-actions.ts): the page where this build serves it, with the
 * session and language; no link where the session cannot go (a tap is refused there too).
 */
function pageLink(path: string, query?: Readonly<Record<string, string>>): string | null {
  try {
    return sessionLink(pagePathOf(path), query);
  } catch {
    return null;
  }
}

export const rendererServices: RendererServices = {
  formatters,
  urls: {
    allowedUrl,
    safeImageSrc,
    pageLink,
  },
  drafts: { session: sessionStore, readJson, writeJson, removeJson },
  images: {
    // The downscaling code loads with the first photo that needs it, not with every page. If
    // it cannot load (a dropped connection, or not in time), the original is sent: the
    // picture is never lost for it.
    prepareImage: (file) => {
      const original = { blob: file, name: file.name };
      return shouldDownscale(file)
        ? inTime(import('../lib/downscale-image')).then(
            (m) => m.prepareImage(file),
            () => original,
          )
        : Promise.resolve(original);
    },
  },
  leaving: leavePolicy,
};
