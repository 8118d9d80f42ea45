// A real anchor (long-press, screen readers, mail apps) whose href passed the allow-list;
// a tap is still handed to the controller, which owns what opening means.
import type { MouseEvent } from 'react';
import type { LinkNode } from '../../src/generated/types';
import { resolveAction } from '../actions';
import { useRenderer, type NodeProps } from '../context';
import { useText } from '../hooks';
import { hrefOf } from '../href';
import { theme } from '../theme';

const icons = { mail: '✉', phone: '☎', chevron: '›', none: '' } as const;

export function Link({ node }: NodeProps<LinkNode>) {
  const ctx = useRenderer();
  const text = useText(node.text);
  const action = resolveAction(node.action, ctx);
  const href = hrefOf(action);
  if (!text) return null;
  const style = {
    color: theme.brand,
    fontWeight: 600,
    textDecoration: 'underline',
    display: 'inline-flex',
    gap: 6,
    alignItems: 'center',
    minHeight: 44,
  } as const;
  const icon = icons[node.icon ?? 'none'];
  const mark = icon && <span aria-hidden="true">{icon}</span>;
  // A chevron says "goes somewhere" and trails the text; mail and phone marks lead it.
  const content =
    node.icon === 'chevron' ? (
      <>
        {text}
        {mark}
      </>
    ) : (
      <>
        {mark}
        {text}
      </>
    );
  const onClick = (e: MouseEvent) => {
    e.preventDefault();
    ctx.onAction(action);
  };
  if (href) {
    return (
      <a data-node-id={node.id} href={href} onClick={onClick} css={style}>
        {content}
      </a>
    );
  }
  if (action.type === 'openUrl') {
    // The target failed the allow-list: show the text, offer nothing to tap.
    return <span data-node-id={node.id}>{text}</span>;
  }
  return (
    <button
      type="button"
      data-node-id={node.id}
      onClick={onClick}
      css={{ ...style, background: 'none', border: 'none', padding: 0, font: 'inherit' }}
    >
      {content}
    </button>
  );
}
