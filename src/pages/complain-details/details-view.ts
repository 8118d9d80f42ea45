// Pure rules of the complaint details page: how image urls arrive, whether a rating is asked
// for, and the view data the screen layout binds to (which problemId is sent: ./calls.ts).
import type { ComplaintDetail, ComplaintImageUrls } from '../../generated/types';
import { safeImageSrc } from '../../lib/url-safety';

/** SPEC §9: the rating modal shows 3 s after load; five star slots, scores 1 to 5. */
export const RATING_DELAY_MS = 3000;
export const STAR_COUNT = 5;
const URL_START = /^\s*(?:https?:|data:|\/)/i;

/**
 * A comma starts a new url only where one begins, and never the first comma of a data: url
 * (after its media type), whose base64 can begin with "/" (every JPEG's "/9j/"). Read piece
 * by piece: a lookbehind would say it in one expression, but iOS before 16.4 cannot parse
 * one, and this page's code would not load there.
 */
function splitUrls(text: string): string[] {
  const urls: string[] = [];
  text.split(',').forEach((piece, at, pieces) => {
    const starts = at === 0 || (URL_START.test(piece) && !/data:/i.test(pieces[at - 1] ?? ''));
    if (starts) urls.push(piece);
    else urls[urls.length - 1] += `,${piece}`;
  });
  return urls;
}

/** Lists, comma-joined strings or nothing; only urls the image allow-list accepts remain. */
export function imageList(urls: ComplaintImageUrls | undefined): string[] {
  const raw = Array.isArray(urls) ? urls : typeof urls === 'string' ? splitUrls(urls) : [];
  return raw.flatMap((url) => {
    const safe = safeImageSrc(url.trim());
    return safe ? [safe] : [];
  });
}

/** isNeedScore "non-zero": 1, '1', 2... ask; 0, '0', empty, null or unreadable do not. */
export function needsScore(value: ComplaintDetail['isNeedScore']): boolean {
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim());
    return Number.isFinite(n) && n !== 0;
  }
  return false;
}

export interface RatingView {
  open: boolean;
  message: string;
  pending: boolean;
}

export interface DetailsData {
  detail: ComplaintDetail;
  view: {
    contentCount: number;
    images: string[];
    disposeImages: string[];
    hasReplyText: boolean;
    rating: RatingView;
  };
}

export function detailsData(detail: ComplaintDetail, rating: RatingView): DetailsData {
  return {
    detail,
    view: {
      contentCount: detail.content.length,
      images: imageList(detail.images),
      disposeImages: imageList(detail.disposeImages),
      hasReplyText: (detail.disposeDetail ?? '').trim() !== '',
      rating,
    },
  };
}
