// What every part of the service is given: the storage, the clock (tests move it), and the
// session lifetime.
import type { Storage } from './storage';

export interface ServiceContext {
  storage: Storage;
  now: () => Date;
  sessionTtlMs: number;
}
