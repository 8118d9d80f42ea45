// The five stars of the rating dialog: toggle buttons whose pressed state is "filled"; a tap
// on star n fills stars 1..n and emits `rate` with n for the controller to store. Below them,
// the dialog's message (a hint or the server's refusal) is announced. Registered by the
// details page only (docs/decisions/010-complaint-page-widgets.md).
import { useRenderer, type NodeProps } from '../../../renderers/context';
import { useText } from '../../../renderers/hooks';
import { resolvePointer } from '../../../renderers/pointer';
import { theme } from '../../../renderers/theme';
import type { TextSource } from '../../generated/types';
import { STAR_COUNT } from './details-view';

export interface RatingStarsNode {
  type: 'rating-stars';
  id?: string;
  /** Pointer to the chosen score (0 = none yet). */
  score: string;
  /** Pointer to the message shown under the stars ('' = none). */
  message: string;
  label: TextSource;
}

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

export function RatingStars({ node }: NodeProps<RatingStarsNode>) {
  const { data, t, onAction } = useRenderer();
  const label = useText(node.label);
  const score = Number(resolvePointer(data, node.score)) || 0;
  const message = resolvePointer(data, node.message);
  const stars = Array.from({ length: STAR_COUNT }, (_, i) => i + 1);
  return (
    <div data-node-id={node.id}>
      <div
        role="group"
        aria-label={label}
        css={{ display: 'flex', justifyContent: 'center', gap: 4 }}
      >
        {stars.map((n) => {
          const filled = n <= score;
          return (
            <button
              key={n}
              type="button"
              aria-pressed={filled}
              aria-label={t(n === 1 ? 'complaintHistory.star' : 'complaintHistory.stars', {
                count: n,
              })}
              onClick={() => onAction({ type: 'emit', name: 'rate', value: String(n) })}
              css={{
                width: 48,
                height: 48,
                padding: 6,
                background: 'none',
                border: 'none',
                cursor: 'pointer',
              }}
            >
              <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true">
                <path
                  d={STAR_PATH}
                  fill={filled ? '#f5a623' : 'none'}
                  stroke={filled ? '#c77c00' : theme.muted}
                  strokeWidth="1.5"
                  strokeLinejoin="round"
                />
              </svg>
            </button>
          );
        })}
      </div>
      <p
        role="alert"
        data-testid="rating-message"
        css={{ minHeight: '1.4em', margin: '8px 0 0', textAlign: 'center', color: theme.danger }}
      >
        {typeof message === 'string' ? message : ''}
      </p>
    </div>
  );
}
