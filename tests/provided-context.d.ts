// Types the values the global setups (tests/global-setup.ts, tests/config-service/pg-global-setup.ts) provide, so inject('fixtureApiUrl') is a string.
export {};

declare module 'vitest' {
  export interface ProvidedContext {
    fixtureApiUrl: string;
    /** tests/config-service/pg-global-setup.ts: the throwaway PostgreSQL server's `postgres` database. */
    configPgUrl: string;
  }
}
