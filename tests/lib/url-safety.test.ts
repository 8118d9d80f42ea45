import { describe, it, expect } from 'vitest';
import { safeHttpUrl, safeImageSrc, safeMailto, safeTel, safeUrl } from '../../src/lib/url-safety';

const REJECTED_EVERYWHERE: unknown[] = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\u0000script:alert(1)',
  '\u0001javascript:alert(1)',
  '%6Aavascript:alert(1)',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://example.com/0b5b0b5b-0000-4000-8000-000000000000',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example/path',
  '/\\evil.example/path',
  '/.//evil.example/path',
  '/a/..//evil.example',
  '/.\\/evil.example',
  '\\\\evil.example',
  'https:evil.example',
  'https://exa\tmple.com/',
  'evil.example/path',
  '',
  '   ',
  null,
  undefined,
  42,
  {},
  ['https://example.com'],
];

describe('safeUrl', () => {
  it.each([
    'https://example.com/a?b=1#c',
    'http://example.com/',
    'mailto:help@example.com',
    'tel:+639171234567',
  ])('accepts %s', (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it('accepts same-origin relative paths starting with a single slash', () => {
    expect(safeUrl('/loan/apply?step=2#top')).toBe('/loan/apply?step=2#top');
    expect(safeUrl('/')).toBe('/');
  });

  it('returns the trimmed and normalised URL', () => {
    expect(safeUrl('  https://Example.COM/x  ')).toBe('https://example.com/x');
    expect(safeUrl('HTTPS://example.com')).toBe('https://example.com/');
  });

  it.each(REJECTED_EVERYWHERE.map((value) => [value]))('rejects %j', (value) => {
    expect(safeUrl(value)).toBeNull();
    expect(safeUrl(value, { appScheme: 'borrowerapp:' })).toBeNull();
  });

  it('rejects strings longer than 4096 characters', () => {
    const base = 'https://example.com/';
    expect(safeUrl(base + 'a'.repeat(4096 - base.length))).not.toBeNull();
    expect(safeUrl(base + 'a'.repeat(4097 - base.length))).toBeNull();
  });

  it('accepts the app scheme only when it is given', () => {
    expect(safeUrl('borrowerapp://open?page=home')).toBeNull();
    expect(safeUrl('borrowerapp://open?page=home', { appScheme: 'borrowerapp:' })).toBe(
      'borrowerapp://open?page=home',
    );
    expect(safeUrl('BorrowerApp://open', { appScheme: 'borrowerapp' })).toBe('borrowerapp://open');
    expect(safeUrl('otherapp://open', { appScheme: 'borrowerapp:' })).toBeNull();
  });

  it('never lets a dangerous scheme in through appScheme', () => {
    expect(safeUrl('javascript:alert(1)', { appScheme: 'javascript:' })).toBeNull();
    expect(safeUrl('data:text/html,x', { appScheme: 'data' })).toBeNull();
  });
});

describe('safeImageSrc', () => {
  const png =
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

  it('accepts http(s), same-origin paths and base64 raster data URLs', () => {
    expect(safeImageSrc('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(safeImageSrc('http://cdn.example.com/a.png')).toBe('http://cdn.example.com/a.png');
    expect(safeImageSrc('/img/logo.png')).toBe('/img/logo.png');
    expect(safeImageSrc(png)).toBe(png);
    for (const type of ['jpeg', 'gif', 'webp']) {
      expect(safeImageSrc(`data:image/${type};base64,AAAA`)).toBe(`data:image/${type};base64,AAAA`);
    }
  });

  it('accepts a data image longer than the URL limit', () => {
    const big = `data:image/png;base64,${'A'.repeat(10_000)}`;
    expect(safeImageSrc(big)).toBe(big);
  });

  it.each([
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'data:image/png,rawbytes',
    'data:image/png;base64,AA AA',
    'data:image/png;base64,<script>',
    'data:text/html;base64,PHNjcmlwdD4=',
    'mailto:a@example.com',
    'tel:123',
    'javascript:alert(1)',
    '//evil.example/a.png',
    'ftp://example.com/a.png',
    '',
    null,
  ])('rejects %j', (value) => {
    expect(safeImageSrc(value)).toBeNull();
  });
});

describe('safeHttpUrl', () => {
  it('accepts http and https only', () => {
    expect(safeHttpUrl('https://pay.example.com/checkout?id=1')).toBe(
      'https://pay.example.com/checkout?id=1',
    );
    expect(safeHttpUrl(' http://example.com ')).toBe('http://example.com/');
  });

  it.each(
    ['mailto:a@example.com', 'tel:123', '/relative', 'borrowerapp://x', ...REJECTED_EVERYWHERE].map(
      (v) => [v],
    ),
  )('rejects %j', (value) => {
    expect(safeHttpUrl(value)).toBeNull();
  });
});

describe('safeMailto', () => {
  it('builds a mailto link for a plausible address', () => {
    expect(safeMailto('help@lender.ph')).toBe('mailto:help@lender.ph');
    expect(safeMailto('  first.last+tag@mail.lender.ph ')).toBe(
      'mailto:first.last+tag@mail.lender.ph',
    );
  });

  it.each([
    'no-at-sign.ph',
    'two@@lender.ph',
    'a@b@lender.ph',
    '@lender.ph',
    'help@',
    'help@localhost',
    'help @lender.ph',
    'help@lender.ph?subject=x',
    'help@lender.ph&cc=evil@x.com',
    'help@lender.ph,evil@x.com',
    'help@lender.ph;evil@x.com',
    'help@lender.ph#x',
    'help@lend\ner.ph',
    'help@lender.ph\u0000',
    `${'a'.repeat(250)}@x.ph`,
    '',
    null,
    42,
  ])('rejects %j', (value) => {
    expect(safeMailto(value)).toBeNull();
  });

  it('accepts an address of exactly 254 characters', () => {
    const address = `${'a'.repeat(248)}@x.com`;
    expect(address).toHaveLength(254);
    expect(safeMailto(address)).toBe(`mailto:${address}`);
  });
});

describe('safeTel', () => {
  it('keeps digits and a leading plus only', () => {
    expect(safeTel('+63 917-123-4567')).toBe('tel:+639171234567');
    expect(safeTel('(02) 8123 4567')).toBe('tel:0281234567');
    expect(safeTel('0917.123.4567')).toBe('tel:09171234567');
    expect(safeTel('911')).toBe('tel:911');
  });

  it('returns null for anything but one number: text, two numbers, hours, a stray plus', () => {
    expect(safeTel('+63 917 123 4567 / (02) 8888 1234 loc. 5678, Mon–Sat 8 AM–9 PM')).toBeNull();
    expect(safeTel('0917 123 4567 or 0918 765 4321')).toBeNull();
    expect(safeTel('12+3')).toBeNull();
    expect(safeTel('123;ext=javascript:alert(1)')).toBeNull();
    expect(safeTel('1234567890123456')).toBeNull();
  });

  it('returns null with fewer than three digits or a non-string', () => {
    expect(safeTel('+12')).toBeNull();
    expect(safeTel('')).toBeNull();
    expect(safeTel('call us')).toBeNull();
    expect(safeTel(null)).toBeNull();
    expect(safeTel(911)).toBeNull();
  });
});
