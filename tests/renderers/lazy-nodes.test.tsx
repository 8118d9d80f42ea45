// The lazily loaded nodes (renderers/lazy-nodes.tsx): barcode, QR code and frame, rendered
// through a screen as a page would, each waiting for its chunk.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allNodes } from '../../renderers/generated/all-nodes';
import { renderScreen } from './render-screen';

// Every node, the heavy ones as their lazy wrappers, as a page registers them.
const show = (body: unknown[], data: unknown = {}) =>
  renderScreen(body, data, { registry: allNodes });

/** The modules of a barcode as '1' (bar) and '0' (space), from the drawn bars. */
function barcodeModules(svg: Element): string {
  const [, , width] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number);
  const modules = Array<string>(width ?? 0).fill('0');
  for (const rect of svg.querySelectorAll('rect')) {
    const x = Number(rect.getAttribute('x'));
    for (let i = 0; i < Number(rect.getAttribute('width')); i++) modules[x + i] = '1';
  }
  return modules.join('');
}

/** The QR matrix drawn by the svg (quiet zone left out): true for a dark module. */
function qrMatrix(svg: Element): boolean[][] {
  const [min, , side] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number);
  const size = (side ?? 0) + 2 * (min ?? 0);
  const matrix = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  const d = svg.querySelector('path')?.getAttribute('d') ?? '';
  for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(w); i++) matrix[Number(y)]![Number(x) + i] = true;
  }
  return matrix;
}

/** Whether the 7x7 finder pattern (dark ring, light ring, dark 3x3 centre) sits at (x, y). */
function hasFinder(m: boolean[][], x: number, y: number): boolean {
  for (let r = 0; r < 7; r++) {
    for (let c = 0; c < 7; c++) {
      const ring = Math.max(Math.abs(r - 3), Math.abs(c - 3));
      if (m[y + r]?.[x + c] !== (ring !== 2)) return false;
    }
  }
  return true;
}

describe('barcode', () => {
  it('draws the CODE128 bars of a bound value with the value as text, and nothing when empty', async () => {
    const { container } = show(
      [
        { type: 'barcode', value: { bind: '/empty' }, label: 'Nothing' },
        { type: 'barcode', value: { bind: '/code' }, label: 'Payment code' },
      ],
      { code: '1234567890', empty: '' },
    );
    const svg = await screen.findByRole('img', { name: 'Payment code' });
    expect(screen.getByText('1234567890')).toBeTruthy();
    const modules = barcodeModules(svg);
    // 10 modules of quiet zone each side; digits use set C: start C, 5 pairs, checksum, stop.
    expect(modules).toMatch(/^0{10}1/);
    expect(modules).toMatch(/10{10}$/);
    const code = modules.slice(10, -10);
    expect(code.startsWith('11010011100')).toBe(true); // start C
    expect(code.endsWith('1100011101011')).toBe(true); // stop
    expect(code).toHaveLength(11 * 7 + 13);

    expect(screen.queryByRole('img', { name: 'Nothing' })).toBeNull();
    expect(container.querySelectorAll('main svg')).toHaveLength(1);
    expect(container.querySelector('[data-lazy-placeholder]')).toBeNull();
  });

  it('draws different bars for a different value', async () => {
    show([
      { type: 'barcode', value: 'PAY-0001', label: 'A' },
      { type: 'barcode', value: 'PAY-0002', label: 'B' },
    ]);
    const a = await screen.findByRole('img', { name: 'A' });
    const b = await screen.findByRole('img', { name: 'B' });
    expect(barcodeModules(a)).not.toBe(barcodeModules(b));
  });

  it('shows a value too long to scan as text only, without breaking the node', async () => {
    const long = 'x'.repeat(5000);
    show(
      [
        { type: 'barcode', value: { bind: '/code' }, label: 'Long' },
        { type: 'text', text: 'After' },
      ],
      { code: long },
    );
    expect(await screen.findByText(long)).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Long' })).toBeNull();
    expect(screen.queryByText('This part could not be shown.')).toBeNull();
  });
});

describe('qr-code', () => {
  it('draws a QR code whose module count is that of the version the value needs', async () => {
    const { container } = show(
      [
        { type: 'qr-code', value: 'ABC', label: 'Short code' },
        { type: 'qr-code', value: { bind: '/url' }, label: 'Payment link' },
        { type: 'qr-code', value: { bind: '/missing' }, label: 'Nothing' },
      ],
      { url: 'https://pay.example/c/1234567890?ref=abc' },
    );
    const short = qrMatrix(await screen.findByRole('img', { name: 'Short code' }));
    const long = qrMatrix(await screen.findByRole('img', { name: 'Payment link' }));
    // Version v has 17 + 4v modules a side: 'ABC' fits version 1; 40 bytes need version 3 (M).
    expect(short).toHaveLength(21);
    expect(long).toHaveLength(29);
    for (const m of [short, long]) {
      const n = m.length;
      expect(hasFinder(m, 0, 0)).toBe(true);
      expect(hasFinder(m, n - 7, 0)).toBe(true);
      expect(hasFinder(m, 0, n - 7)).toBe(true);
      expect(hasFinder(m, n - 7, n - 7)).toBe(false);
    }
    expect(screen.queryByRole('img', { name: 'Nothing' })).toBeNull();
    expect(container.querySelectorAll('main svg')).toHaveLength(2);
  });
});

describe('frame', () => {
  it('frames https URLs and same-origin paths, sandboxed, lazy and without a referrer', async () => {
    show([{ type: 'frame', url: 'https://provider.example/guide', title: 'Payment guide' }]);
    const guide = (await screen.findByTitle('Payment guide')) as HTMLIFrameElement;
    expect(guide.tagName).toBe('IFRAME');
    expect(guide.getAttribute('src')).toBe('https://provider.example/guide');
    expect(guide.getAttribute('sandbox')).toBe('');
    expect(guide.getAttribute('loading')).toBe('lazy');
    expect(guide.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(screen.queryByText('This content cannot be shown.')).toBeNull();
  });

  it('frames a bound same-origin path', async () => {
    show([{ type: 'frame', url: { bind: '/path' }, title: { bind: '/title' }, height: '50vh' }], {
      path: '/help/repay',
      title: 'How to repay',
    });
    const frame = await screen.findByTitle('How to repay');
    expect(frame.getAttribute('src')).toBe('/help/repay');
    expect(frame.getAttribute('sandbox')).toBe('');
  });

  it('shows a notice and no frame for URLs outside the allow-list or empty', async () => {
    const bad = ['javascript:alert(1)', '//evil.example/x', 'data:text/html,x', 'mailto:a@b.c', ''];
    const { container } = show(bad.map((url, i) => ({ type: 'frame', url, title: `F${i}` })));
    expect(await screen.findAllByText('This content cannot be shown.')).toHaveLength(bad.length);
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('grants scripts and same-origin only when asked, and never both to this origin', async () => {
    show([
      { type: 'frame', url: 'https://a.example/', title: 'A', sandbox: 'scripts' },
      { type: 'frame', url: 'https://b.example/', title: 'B', sandbox: 'scripts-same-origin' },
      { type: 'frame', url: '/own/page', title: 'C', sandbox: 'scripts-same-origin' },
    ]);
    expect((await screen.findByTitle('A')).getAttribute('sandbox')).toBe('allow-scripts');
    expect(screen.getByTitle('B').getAttribute('sandbox')).toBe('allow-scripts allow-same-origin');
    expect(screen.getByTitle('C').getAttribute('sandbox')).toBe('allow-scripts');
  });
});
