// Types the value tests/browser/global-setup.ts provides (inject('previewUrl') is a string) and
// the reason a skipped test gives.
export {};

declare module 'vitest' {
  export interface ProvidedContext {
    previewUrl: string;
  }
  export interface TaskMeta {
    /** Why a browser test skipped (skipBecause in ./harness.ts); scripts/test-summary.ts reads it. */
    skipReason?: string;
  }
}
