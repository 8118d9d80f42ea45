// A QR code of a bound string, drawn as one SVG path. Loaded on demand through
// renderers/lazy-nodes.tsx.
//
// Why this library: uqr (MIT, UnJS, ~8M downloads a month, released 2026) is a typed ES
// module port of Nayuki's reference QR encoder (UTF-8 byte, alphanumeric and numeric
// segments, all 40 versions, automatic mask). Its `encode` returns the module matrix and
// tree-shakes away the ANSI/Unicode/SVG string renderers: ~4 KB gzip. qrcode-generator is
// ~11 KB gzip unminified and not tree-shakable; lean-qr is smaller still but far less used.
import { css } from '@emotion/react';
import { useMemo } from 'react';
import { encode } from 'uqr';
import type { QrCodeNode } from '../../generated/screen-types';
import type { NodeProps } from '../../context';
import { useText } from '../../hooks';
import { QR_SIZE } from './sizes';

export type QrCodeNodeProps = QrCodeNode;

/** The quiet zone the QR standard asks for, in modules, on each side. */
const QUIET_MODULES = 4;

/** The dark modules as one path, a rectangle per horizontal run; null when it cannot encode. */
function qrPath(value: string): { path: string; modules: number } | null {
  let matrix: boolean[][];
  try {
    // 'M' recovers a code with up to 15% of it damaged or badly lit; boostEcc raises it for
    // free when the version chosen has room. Too long a value (or a lone surrogate) throws.
    matrix = encode(value, { ecc: 'M', boostEcc: true, border: 0 }).data;
  } catch {
    return null;
  }
  let path = '';
  matrix.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (row[x]) x++;
      path += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  });
  return { path, modules: matrix.length };
}

const svgStyle = css({ display: 'block', margin: '0 auto', maxWidth: '100%', height: 'auto' });

export default function QrCode({ node }: NodeProps<QrCodeNodeProps>) {
  const value = useText(node.value);
  const label = useText(node.label);
  const code = useMemo(() => (value ? qrPath(value) : null), [value]);
  if (!code) return null;
  const size = node.size ?? QR_SIZE;
  const side = code.modules + 2 * QUIET_MODULES;
  return (
    <svg
      data-node-id={node.id}
      role="img"
      aria-label={label || value}
      width={size}
      height={size}
      viewBox={`${-QUIET_MODULES} ${-QUIET_MODULES} ${side} ${side}`}
      shapeRendering="crispEdges"
      css={svgStyle}
    >
      <rect x={-QUIET_MODULES} y={-QUIET_MODULES} width={side} height={side} fill="#ffffff" />
      <path d={code.path} fill="#000000" />
    </svg>
  );
}
