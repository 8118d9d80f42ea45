// Shared hostile material of the property tests: the URL corpus every place that opens,
// frames or navigates must refuse, markup payloads, and the checks of what may end up in an
// href or a src.

/** URLs no link, open, frame, image or navigation may ever use. */
export const HOSTILE_URLS: readonly string[] = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'JAVASCRIPT:alert(document.cookie)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'java\u0000script:alert(1)',
  '\u0000javascript:alert(1)',
  '\u0001javascript:alert(1)',
  '\u007fjavascript:alert(1)',
  '  javascript:alert(1)  ',
  '\n\tjavascript:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript&#x3A;alert(1)',
  'javascript&colon;alert(1)',
  '%6Aavascript:alert(1)',
  'javascript%3Aalert(1)',
  'javascript://%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
  'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+PC9zdmc+',
  'data:application/javascript,alert(1)',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'file:///etc/passwd',
  'file://evil.example/share/x',
  'blob:https://evil.example/0b5b0b5b-0000-4000-8000-000000000000',
  '//evil.example',
  '//evil.example/path?x=1',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example\\share',
  '\\/evil.example',
  '/.//evil.example',
  '/a/..//evil.example',
  '/.\\/evil.example',
  'https:evil.example',
  'http://user:pass@evil.example/',
  'https://lender.example@evil.example/login',
  'https://exa\tmple.com/',
  '\uff4a\uff41\uff56\uff41\uff53\uff43\uff52\uff49\uff50\uff54:alert(1)',
  'javascript\uff1aalert(1)',
  '\uff0f\uff0fevil.example',
  '\u2215\u2215evil.example',
  '\u2028javascript:alert(1)',
  '\u00a0javascript:alert(1)',
  `https://evil.example/${'a'.repeat(5000)}`,
  `javascript:${'/*x*/'.repeat(2000)}alert(1)`,
  'mailto:victim@lender.example?bcc=evil@evil.example',
  'mailto:a@b.example%0Abcc:evil@evil.example',
  'help@lender.example?subject=x&bcc=evil@evil.example',
  'help@lender.example\r\nbcc:evil@evil.example',
  'tel:javascript:alert(1)',
  'tel:+1-800-EVIL',
  'ftp://evil.example/x',
  'intent://evil.example#Intent;scheme=https;end',
  'evil.example/path',
  '"><img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
];

/** Same-origin in-app paths a navigation may use: the controls of the corpus. */
export const SAFE_PATHS: readonly string[] = ['/complaintList', '/complainDetails?problemId=5'];

/** Markup and script payloads for text fields. */
export const HOSTILE_MARKUP: readonly string[] = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  '<iframe src="javascript:alert(1)"></iframe>',
  '{{constructor.constructor("alert(1)")()}}',
  '${alert(1)}',
  '\u202eevil\u202c',
  '\u0000\u0001\u001f',
  '\ud800',
  '🧨'.repeat(50),
];

/** What a browser actually reads from an attribute: leading C0/space trimmed, tab/CR/LF gone. */
function asBrowserReads(value: string): string {
  // eslint-disable-next-line no-control-regex
  const leading = /^[\u0000-\u0020]+/;
  return value
    .replace(leading, '')
    .replace(/[\t\n\r]/g, '')
    .toLowerCase();
}

const RASTER_DATA = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/]+={0,2}$/;

/** Why an href or src value is dangerous, or null when it is harmless. */
export function dangerOf(value: string): string | null {
  const seen = asBrowserReads(value);
  if (seen.startsWith('javascript:')) return 'javascript:';
  if (seen.startsWith('vbscript:')) return 'vbscript:';
  if (seen.startsWith('data:') && !RASTER_DATA.test(seen)) return 'data:';
  if (seen.startsWith('file:') || seen.startsWith('blob:')) return 'file/blob';
  if (/^[/\\]{2}/.test(seen)) return 'other host';
  return null;
}

/** Every URL-carrying attribute in the document that is dangerous, as "attr=value". */
export function dangerousAttributes(root: ParentNode = document): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    for (const name of ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc', 'data']) {
      const value = element.getAttribute(name);
      if (value === null) continue;
      if (name === 'srcdoc' || dangerOf(value) !== null) found.push(`${name}=${value}`);
    }
  }
  return found;
}
