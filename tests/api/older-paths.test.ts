// The older variant's path table: the contract's defaults, and build-time overrides that
// accept plain paths only.
import { describe, expect, it, vi } from 'vitest';
import { applyOlderPathOverrides, OLDER_PATH_DEFAULTS } from '../../src/api/older-paths';

describe('older paths', () => {
  it('defaults to the contract table', () => {
    expect(applyOlderPathOverrides(undefined)).toEqual(OLDER_PATH_DEFAULTS);
    expect(OLDER_PATH_DEFAULTS.loanPush).toBe('/formerly/boldly');
  });

  it('takes plain paths from the override and ignores everything else', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const paths = applyOlderPathOverrides(
      JSON.stringify({
        confirmDetail: '/legacy/a',
        loanPush: '//evil.example/x',
        agreements: 'https://evil.example',
        unknown: '/x',
      }),
    );
    expect(paths.confirmDetail).toBe('/legacy/a');
    expect(paths.loanPush).toBe(OLDER_PATH_DEFAULTS.loanPush);
    expect(paths.agreements).toBe(OLDER_PATH_DEFAULTS.agreements);
    expect(applyOlderPathOverrides('not json')).toEqual(OLDER_PATH_DEFAULTS);
    expect(applyOlderPathOverrides('[1]')).toEqual(OLDER_PATH_DEFAULTS);
  });
});
