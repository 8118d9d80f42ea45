// What every part of the service is given: the storage, the clock (tests move it), the
// session lifetime and the read paths' Cache-Control.
import type { Storage } from './storage';

export interface ServiceContext {
  storage: Storage;
  now: () => Date;
  sessionTtlMs: number;
  readCacheControl: string;
}
