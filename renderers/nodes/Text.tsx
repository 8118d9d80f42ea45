import { css, type SerializedStyles } from '@emotion/react';
import type { TextNode } from '../generated/screen-types';
import type { NodeProps } from '../context';
import { useText } from '../hooks';
import { cachedStyle, styleNumber } from '../styles';
import { theme } from '../theme';

const variants = {
  body: css({ color: theme.text, fontSize: theme.fontSize.body }),
  caption: css({ color: theme.muted, fontSize: theme.fontSize.caption }),
  muted: css({ color: theme.muted, fontSize: theme.fontSize.body }),
  notice: css({
    color: theme.text,
    fontSize: 14,
    background: theme.warningTint,
    padding: `${theme.space.sm}px ${theme.space.md}px`,
    borderRadius: theme.radiusSmall,
  }),
  error: css({ color: theme.danger, fontSize: 14 }),
  tag: css({
    color: theme.brandInk,
    fontSize: 14,
    background: theme.brandTint,
    padding: `${theme.space.xs}px ${theme.space.md}px`,
    borderRadius: theme.radiusPill,
  }),
  /** A status: short, bold, on a pill. */
  chip: css({
    display: 'inline-block',
    color: theme.brandInk,
    fontSize: theme.fontSize.caption,
    fontWeight: 600,
    background: theme.brandTint,
    padding: `2px ${theme.space.sm}px`,
    borderRadius: theme.radiusPill,
  }),
  /** A code to read out or type in (a pay code): large, monospaced, spaced, wraps anywhere. */
  code: css({
    color: theme.text,
    fontSize: theme.fontSize.display,
    fontWeight: 600,
    fontFamily: theme.fontMono,
    letterSpacing: '0.08em',
    wordBreak: 'break-all',
  }),
} as const;

const base = css({ margin: '0 0 8px', lineHeight: 1.5, whiteSpace: 'pre-line' });
/** An empty live region keeps its line, so its text does not push the page when it comes. */
const empty = css({ margin: 0, minHeight: '1.4em' });

/** Built once per number of lines a layout asks for. */
const clamps = new Map<number, SerializedStyles>();
const clamp = (lines: number) =>
  cachedStyle(clamps, lines, () =>
    css({
      display: '-webkit-box',
      WebkitLineClamp: lines,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
      wordBreak: 'break-word',
    }),
  );

export function Text({ node }: NodeProps<TextNode>) {
  const text = useText(node.text);
  const lines = styleNumber(node.lines);
  // A live region must exist before its text changes, or the change is not announced.
  if (!text && !node.live) return null;
  return (
    <p
      data-node-id={node.id}
      lang={node.lang}
      role={node.live === 'alert' ? 'alert' : node.live === 'polite' ? 'status' : undefined}
      css={[
        base,
        variants[node.variant ?? 'body'],
        lines !== undefined && clamp(lines),
        !text && empty,
      ]}
    >
      {text}
    </p>
  );
}
