// The changes between two versions as the service reports them (GET …/diff): each at its JSON
// Pointer, said as added, removed or changed, with the value before and after.
import { css } from '@emotion/react';
import type { Change } from './service/client';
import { color, mono, radius } from './ui/tokens';

const OPS: Record<Change['op'], { label: string; fg: string; bg: string }> = {
  add: { label: 'Added', fg: color.ok, bg: color.okSoft },
  remove: { label: 'Removed', fg: color.danger, bg: color.dangerSoft },
  replace: { label: 'Changed', fg: color.warn, bg: color.warnSoft },
};

const SHORT = 140;

/**
 * A value as one short line of JSON (long ones cut, the rest on hover). Cut around `from`, the
 * first character where the other side differs: a change near the end of a long text shows.
 */
export function shortValue(value: unknown, from = 0): string {
  const text = value === undefined ? '—' : JSON.stringify(value);
  if (text.length <= SHORT) return text;
  const start = Math.max(0, Math.min(from - 40, text.length - SHORT));
  const end = Math.min(text.length, start + SHORT);
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

/** Where the JSON of two values first differs. */
export function firstDifference(a: unknown, b: unknown): number {
  const x = JSON.stringify(a) ?? '';
  const y = JSON.stringify(b) ?? '';
  let at = 0;
  while (at < x.length && at < y.length && x[at] === y[at]) at++;
  return at;
}

const valueStyle = (tone: 'before' | 'after') => css`
  display: block;
  padding: 2px 6px;
  border-radius: 4px;
  font-family: ${mono};
  font-size: 12.5px;
  white-space: pre-wrap;
  word-break: break-word;
  background: ${tone === 'before' ? color.dangerSoft : color.okSoft};
  color: ${tone === 'before' ? '#7a271a' : '#0b5132'};
  ${tone === 'before' ? 'text-decoration: line-through;' : ''}
`;

export function DiffView({
  from,
  to,
  changes,
}: {
  from: number;
  to: number;
  changes: readonly Change[];
}) {
  if (changes.length === 0)
    return (
      <p css={{ color: color.muted }}>
        Versions {from} and {to} are the same.
      </p>
    );
  return (
    <section aria-label={`Changes from version ${from} to version ${to}`}>
      <h3 css={{ fontSize: 14, margin: '0 0 8px' }}>
        {changes.length} {changes.length === 1 ? 'change' : 'changes'} from version {from} to
        version {to}
      </h3>
      <ul
        css={css`
          list-style: none;
          margin: 0;
          padding: 0;
          border: 1px solid ${color.line};
          border-radius: ${radius}px;
          background: ${color.panel};
        `}
      >
        {changes.map((change, i) => {
          const op = OPS[change.op];
          const from = change.op === 'replace' ? firstDifference(change.before, change.after) : 0;
          return (
            <li
              key={`${change.pointer} ${i}`}
              css={css`
                display: grid;
                grid-template-columns: 76px minmax(0, 1fr);
                gap: 10px;
                padding: 8px 10px;
                align-items: start;
                & + & {
                  border-top: 1px solid ${color.line};
                }
              `}
            >
              <span
                css={css`
                  justify-self: start;
                  padding: 1px 8px;
                  border-radius: 999px;
                  font-size: 12px;
                  font-weight: 700;
                  color: ${op.fg};
                  background: ${op.bg};
                `}
              >
                {op.label}
              </span>
              <code css={{ wordBreak: 'break-all' }}>{change.pointer || '/'}</code>
              <span css={{ display: 'grid', gap: 4, gridColumn: '2' }}>
                {change.op !== 'add' && (
                  <span css={valueStyle('before')} title={JSON.stringify(change.before)}>
                    <span className="visually-hidden">Before: </span>
                    {shortValue(change.before, from)}
                  </span>
                )}
                {change.op !== 'remove' && (
                  <span css={valueStyle('after')} title={JSON.stringify(change.after)}>
                    <span className="visually-hidden">After: </span>
                    {shortValue(change.after, from)}
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
