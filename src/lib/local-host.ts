// Recognises loopback hosts so development-only behaviour (mock APIs, debug panels) can never
// switch on for a look-alike public host such as "127.evil.com".

const OCTET = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host === '[::1]' || host === '::1') return true;
  const parts = host.split('.');
  return parts.length === 4 && parts[0] === '127' && parts.every((part) => OCTET.test(part));
}
