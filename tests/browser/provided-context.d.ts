// Types the value tests/browser/global-setup.ts provides (inject('previewUrl') is a string).
export {};

declare module 'vitest' {
  export interface ProvidedContext {
    previewUrl: string;
  }
}
