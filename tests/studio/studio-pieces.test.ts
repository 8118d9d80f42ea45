// The studio's pure pieces: what it can edit (every shipped layout, each previewed on a real
// route, every shipped default valid), the path its preview frame may open, and its links.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '../../src/routes';
import { checkText } from '../../src/studio/check';
import { DOCUMENTS, asText, documentById } from '../../src/studio/documents';
import { saveDraft } from '../../src/studio/draft';
import { safeAppPath } from '../../src/studio/preview-edit';
import { readShareHash, shareHash } from '../../src/studio/share-link';
import { openingDocument } from '../../src/studio/Studio';
import { startsInFiles } from '../../src/studio/StudioApp';

const screensDir = path.resolve(import.meta.dirname, '../../schemas/v1/screens');

describe('the documents the studio edits', () => {
  it('has every shipped screen layout and the four configs', () => {
    const layouts = fs.readdirSync(screensDir).map((f) => `screen/${f.replace(/\.json$/, '')}`);
    const ids = DOCUMENTS.map((d) => d.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'landing-template',
        'bank-form-layout',
        'brand',
        'payment-instructions',
      ]),
    );
    expect(ids.filter((id) => id.startsWith('screen/')).sort()).toEqual(layouts.sort());
  });

  it.each(DOCUMENTS.map((d) => [d.id, d] as const))(
    '%s: valid default, real routes',
    (_id, doc) => {
      expect(checkText(asText(doc.shipped), doc.kind).problems).toEqual([]);
      expect(doc.routes.length).toBeGreaterThan(0);
      for (const name of doc.routes) expect(routes.map((r) => r.name)).toContain(name);
    },
  );

  it('offers the fixture documents of the server-driven configs', () => {
    expect(Object.keys(documentById('landing-template')!.fixtures)).toEqual(
      expect.arrayContaining(['default', 'second-brand', 'broken']),
    );
    expect(Object.keys(documentById('bank-form-layout')!.fixtures)).toEqual(
      expect.arrayContaining(['default', 'bank-first']),
    );
  });
});

describe('the path the preview frame opens', () => {
  it('is one of this origin’s paths, with its query', () => {
    expect(safeAppPath('/promotion?templateId=T-1&lang=zh')).toBe(
      '/promotion?templateId=T-1&lang=zh',
    );
    expect(safeAppPath('/')).toBe('/');
  });
  it.each([
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '',
    null,
  ])('never %s', (raw) => expect(safeAppPath(raw)).toBeNull());
});

describe('links to a document', () => {
  it('round-trips any text, quotes and non-Latin letters included', async () => {
    const text = '{\n  "headline": "₱5,000 \\"now\\" 现在 / #?&="\n}\n';
    const hash = await shareHash('landing-template', text);
    expect(hash).toMatch(/^#doc=landing-template&text=[\w-]+$/);
    expect(await readShareHash(hash)).toEqual({ ok: true, docId: 'landing-template', text });
  });
  it('refuses a link that inflates far beyond any config', async () => {
    const hash = await shareHash('brand', ' '.repeat(5_000_000));
    expect(hash.length).toBeLessThan(20_000);
    expect(await readShareHash(hash)).toEqual({
      ok: false,
      reason: 'its document is far larger than any config',
    });
  });
  describe('opened, then edited and the page reloaded', () => {
    afterEach(() => window.history.replaceState(null, '', '/'));
    it('brings the edits back, in the file editor, not the link again', async () => {
      const text = asText({ headline: 'From the link' });
      window.history.replaceState(null, '', `/studio/${await shareHash('landing-template', text)}`);
      expect(startsInFiles(window.location.hash)).toBe(true);
      expect(await openingDocument(window.location.hash)).toMatchObject({
        text,
        notice: 'Opened from a link.',
      });
      // The studio keeps the draft as the operator types (Studio.tsx).
      saveDraft({ docId: 'landing-template', text: asText({ headline: 'Edited' }) });

      expect(startsInFiles(window.location.hash)).toBe(true);
      expect(await openingDocument(window.location.hash)).toMatchObject({
        text: asText({ headline: 'Edited' }),
        notice: 'Your last draft is back.',
      });
    });
  });
  it('is none when the hash holds no document', async () => {
    expect(await readShareHash('')).toBeNull();
    expect(await readShareHash('#section')).toBeNull();
  });
  it.each(['#doc=brand', '#doc=brand&text=AAAA', '#doc=brand&text=%%%', '#text=eJw'])(
    'gives a reason for %s',
    async (hash) => {
      const read = await readShareHash(hash);
      expect(read?.ok).toBe(false);
      expect(read && !read.ok && read.reason).toMatch(/link|document/);
    },
  );
});
