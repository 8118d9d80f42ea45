// The older loan variant's calls live under paths the back end obfuscates (SPEC §7, contract
// loan.md): one table, overridable at build time with VITE_OLDER_PATHS, a JSON map from key
// to path, e.g. {"confirmDetail":"/formerly/x"}. A value that is not a plain path is ignored.
import { readPathMap } from '../lib/path-map';

export const OLDER_PATH_DEFAULTS = {
  confirmDetail: '/formerly/gladly',
  agreements: '/formerly/kindly',
  agreementJump: '/formerly/swiftly',
  loanPush: '/formerly/boldly',
  failureNotice: '/formerly/softly',
  productClick: '/formerly/briskly',
  productLink: '/formerly/openly',
} as const;

export type OlderPathKey = keyof typeof OLDER_PATH_DEFAULTS;
export type OlderPaths = Record<OlderPathKey, string>;

const PLAIN_PATH = /^\/[A-Za-z0-9/_-]{1,200}$/;

export function applyOlderPathOverrides(raw: string | undefined): OlderPaths {
  const paths: OlderPaths = { ...OLDER_PATH_DEFAULTS };
  const overrides = readPathMap(raw, 'VITE_OLDER_PATHS');
  if (!overrides) return paths;
  for (const key of Object.keys(paths) as OlderPathKey[]) {
    const path = overrides[key];
    if (typeof path === 'string' && PLAIN_PATH.test(path) && !path.startsWith('//')) {
      paths[key] = path;
    }
  }
  return paths;
}

const configured = import.meta.env?.VITE_OLDER_PATHS;
// Written as a condition on the build-time value so a build without overrides drops the parser.
export const olderPaths: OlderPaths = configured
  ? applyOlderPathOverrides(configured)
  : OLDER_PATH_DEFAULTS;
