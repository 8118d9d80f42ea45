// Types the values tests/global-setup.ts provides, so inject('fixtureApiUrl') is a string.
export {};

declare module 'vitest' {
  export interface ProvidedContext {
    fixtureApiUrl: string;
  }
}
