// What the renderer needs from the app it runs in and does not decide itself: how values are
// formatted (money, dates: locale policy), which URLs may be opened, framed or shown as
// images (the app's URL policy), where form drafts are kept (storage) and how a photo is
// prepared for upload (image downscaling). The app hands one set in through <ScreenView
// services> (src/app/renderer-services.ts); nodes read it from the renderer context. Keeping
// these out of renderers/ lets the generic renderer be lifted out and tested on its own.
import type { FormatterName } from './generated/screen-types';
import type { Translate } from './context';

export interface FormatContext {
  t: Translate;
  rupee?: boolean;
}

/** A binding's `format`, and the phone and card display of inputs, by name. */
export type Formatters = Readonly<
  Record<FormatterName, (value: unknown, ctx: FormatContext) => string>
>;

/** How a URL is to be used: each has its own allow-list. */
export type UrlUse = 'open' | 'mailto' | 'tel' | 'frame';

export interface UrlPolicy {
  /** The URL as it may be used, or null when it may not. */
  allowedUrl(url: string, use: UrlUse): string | null;
  /** An image source that may be shown, or null. */
  safeImageSrc(src: unknown): string | null;
  /**
   * The address of an in-app page as a link carries it: where this app serves the page a
   * layout names by `path`, with `query` and whatever the app carries on every navigation
   * (the borrower's session), so a link opened in a new tab is the page a tap opens; null
   * when there is no such page to link to.
   */
  pageLink(path: string, query?: Readonly<Record<string, string>>): string | null;
}

/** Where a form keeps its draft: JSON values by key, in the tab's session storage. */
export interface DraftStorage {
  /** The tab's session storage; undefined where it is missing or throws (private mode). */
  session(): Storage | undefined;
  /** The value, or null when it is absent, unreadable or fails `isValid`. Never throws. */
  readJson<T>(key: string, isValid: (v: unknown) => v is T, storage: Storage): T | null;
  /** False when the value could not be kept (quota). Never throws. */
  writeJson(key: string, value: unknown, storage: Storage): boolean;
  removeJson(key: string, storage: Storage): void;
}

export interface PreparedImage {
  blob: Blob;
  name: string;
}

export interface ImagePreparation {
  /** The photo as it is to be uploaded (shrunk when it is large). */
  prepareImage(file: File): Promise<PreparedImage>;
}

/** The question a form asks before Back leaves it with something filled in. */
export interface LeaveQuestion {
  /** Back was pressed and waits for the borrower's answer. */
  asking: boolean;
  stay(): void;
  /** Goes where Back was going. */
  leave(): void;
}

/** How the app's router holds Back while a form asks first (its `confirmLeave`). */
export interface LeavePolicy {
  /** A hook: while `active`, Back asks rather than leaves. */
  useLeaveQuestion(active: boolean): LeaveQuestion;
}

export interface RendererServices {
  formatters: Formatters;
  urls: UrlPolicy;
  drafts: DraftStorage;
  images: ImagePreparation;
  /** Absent where nothing can be left (the studio's preview): the form never asks. */
  leaving?: LeavePolicy;
}
