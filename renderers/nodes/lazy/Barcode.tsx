// A CODE128 barcode of a bound string (a payment code, say), drawn as SVG with the
// human-readable value under it. Loaded on demand through renderers/lazy-nodes.tsx.
//
// Why this library: jsbarcode (MIT, ~3M downloads a month, released 2026) is the maintained
// reference CODE128 encoder for the web, with automatic A/B/C set switching (digit runs in
// set C make the code shorter, so it scans from further away). Its main entry pulls in every
// symbology and its canvas/SVG/DOM renderers (~25 KB gzip); importing only its CODE128 module
// (`bin/barcodes/CODE128/CODE128_AUTO.js`, pure encoding, no DOM) costs ~2.5 KB gzip, and
// the bars are drawn here with React. Types: ./jsbarcode-code128.d.ts.
import { css, type SerializedStyles } from '@emotion/react';
import code128Module from 'jsbarcode/bin/barcodes/CODE128/CODE128_AUTO.js';
import { useMemo } from 'react';
import type { BarcodeNode } from '../../generated/screen-types';
import type { NodeProps } from '../../context';
import { useText } from '../../hooks';
import { cachedStyle } from '../../styles';
import { theme } from '../../theme';
import { BARCODE_HEIGHT } from './sizes';

export type BarcodeNodeProps = BarcodeNode;

const Code128 = typeof code128Module === 'function' ? code128Module : code128Module.default;

/** CODE128 asks for a quiet zone of at least 10 modules on each side. */
const QUIET_MODULES = 10;
/** The widest a module is drawn, px: wide enough for phone cameras, narrow enough for 360 px. */
const MAX_MODULE_PX = 3;

/** What a payment code is made of; CODE128 could also carry control characters, not shown. */
const PRINTABLE_ASCII = /^[\x20-\x7E]+$/;

interface Bar {
  x: number;
  width: number;
}

/** Longer codes cannot be scanned from a phone screen, and the encoder recurses per character. */
const MAX_BARCODE_CHARS = 80;

/** The bars of `value` in modules, or null when it is not short printable ASCII. */
function code128Bars(value: string): { bars: Bar[]; modules: number } | null {
  if (value.length > MAX_BARCODE_CHARS || !PRINTABLE_ASCII.test(value)) return null;
  let data: string;
  try {
    ({ data } = new Code128(value, {}).encode());
  } catch {
    return null;
  }
  const bars: Bar[] = [];
  for (let i = 0; i < data.length; i++) {
    if (data[i] !== '1') continue;
    const last = bars[bars.length - 1];
    if (last && last.x + last.width === i) last.width++;
    else bars.push({ x: i, width: 1 });
  }
  return { bars, modules: data.length };
}

/** The drawing's box per width (modules) and height, built once. */
const svgStyles = new Map<string, SerializedStyles>();
const svgStyle = (total: number, height: number) =>
  cachedStyle(svgStyles, `${total} ${height}`, () =>
    css({
      display: 'block',
      width: '100%',
      maxWidth: total * MAX_MODULE_PX,
      height,
      background: '#ffffff',
    }),
  );

const divStyle = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4 });
const pStyle = css({
  margin: 0,
  color: theme.text,
  font: `500 16px/24px ${theme.fontMono}`,
  letterSpacing: '0.1em',
  wordBreak: 'break-all',
  textAlign: 'center',
});

export default function Barcode({ node }: NodeProps<BarcodeNodeProps>) {
  const value = useText(node.value);
  const label = useText(node.label);
  const encoded = useMemo(() => (value ? code128Bars(value) : null), [value]);
  if (!value) return null;
  const height = node.height ?? BARCODE_HEIGHT;
  const total = (encoded?.modules ?? 0) + 2 * QUIET_MODULES;
  return (
    <div data-node-id={node.id} css={divStyle}>
      {/* A value CODE128 cannot encode (non-ASCII, too long) still shows as text to type in. */}
      {encoded && (
        // Bars are anti-aliased, not crispEdges: a module is rarely a whole number of
        // device pixels, and snapped edges make bar widths uneven enough that a 1x screen's
        // code no longer scans (checked with zbar at 320-412 px, DPR 1-3).
        <svg
          role="img"
          aria-label={label || value}
          viewBox={`0 0 ${total} ${height}`}
          preserveAspectRatio="none"
          shapeRendering="geometricPrecision"
          css={svgStyle(total, height)}
        >
          {encoded.bars.map((bar) => (
            <rect
              key={bar.x}
              x={bar.x + QUIET_MODULES}
              y={0}
              width={bar.width}
              height={height}
              fill="#000000"
            />
          ))}
        </svg>
      )}
      <p css={pStyle}>{value}</p>
    </div>
  );
}
