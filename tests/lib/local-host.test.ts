import { describe, it, expect } from 'vitest';
import { isLocalHost } from '../../src/lib/local-host';

describe('isLocalHost', () => {
  it.each([
    'localhost',
    'LOCALHOST',
    '[::1]',
    '::1',
    '127.0.0.1',
    '127.1.2.3',
    '127.255.255.255',
    '127.0.0.0',
  ])('accepts %s', (host) => {
    expect(isLocalHost(host)).toBe(true);
  });

  it.each([
    '127.1.2.300',
    '127.evil.com',
    '127.0.0.1.evil.com',
    '127.0.0',
    '127.0.0.1.',
    '128.0.0.1',
    '10.0.0.1',
    '192.168.1.1',
    '0.0.0.0',
    'localhost.evil.com',
    'evil-localhost',
    '127.0.0.-1',
    '127.0.0.01',
    '',
  ])('rejects %s', (host) => {
    expect(isLocalHost(host)).toBe(false);
  });
});
