// Stars for a score: `max` toggle buttons whose pressed state is "filled" (star n is filled
// when n ≤ the value read at `value`). It owns the stars' look and their accessible names;
// what a tap does is the layout's: `action` runs in the item scope { item: n, index: n - 1 },
// so '@' is the tapped star's number — `set` keeps the score in local state, `emit` hands it
// to the controller. Any message under the stars is a separate node.
import { css } from '@emotion/react';
import Star from 'lucide/dist/esm/icons/star.mjs';
import type { RatingNode } from '../generated/screen-types';
import { useRenderer, type NodeProps } from '../context';
import { useRunner, useText } from '../hooks';
import { useReader } from '../scope';
import { theme } from '../theme';
import { Glyph } from '../ui/Glyph';

const DEFAULT_MAX = 5;
// The schema's bounds, kept at run time too: a server's max of 1e6 must not render a million buttons.
const MAX_STARS = 10;

/** A number, or a numeric string from the data; anything else is no score (0). */
function scoreOf(value: unknown): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : 0;
  return Number.isFinite(n) ? n : 0;
}

const divStyle = css({ display: 'flex', justifyContent: 'center', gap: 4 });
const buttonStyle = css({
  width: 48,
  height: 48,
  padding: 6,
  background: 'none',
  border: 'none',
  cursor: 'pointer',
});

export function Rating({ node }: NodeProps<RatingNode>) {
  const { t } = useRenderer();
  const read = useReader();
  const run = useRunner();
  const label = useText(node.label);
  const score = scoreOf(read(node.value));
  const wanted = Number.isFinite(node.max) ? Math.trunc(node.max ?? DEFAULT_MAX) : DEFAULT_MAX;
  const max = Math.min(Math.max(wanted, 1), MAX_STARS);
  const stars = Array.from({ length: max }, (_, i) => i + 1);
  return (
    <div data-node-id={node.id} role="group" aria-label={label || undefined} css={divStyle}>
      {stars.map((n) => {
        const filled = n <= score;
        return (
          <button
            key={n}
            type="button"
            aria-pressed={filled}
            aria-label={t(n === 1 ? 'renderer.star' : 'renderer.stars', { count: n })}
            onClick={() => run(node.action, { item: n, index: n - 1 })}
            css={buttonStyle}
          >
            <Glyph
              icon={Star}
              size={36}
              fill={filled ? theme.star : 'none'}
              color={filled ? theme.starEdge : theme.muted}
              strokeWidth={1.5}
            />
          </button>
        );
      })}
    </div>
  );
}
