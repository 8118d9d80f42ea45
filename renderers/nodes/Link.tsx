// A link: an anchor whose href passed the allow-list, or, for an action the page runs (an
// agreement's address asked for by a call), a button announced as a link; a target the
// allow-list refused shows as text with nothing to tap.
import { css } from '@emotion/react';
import type { LinkNode } from '../generated/screen-types';
import type { NodeProps } from '../context';
import { useFlag, useTap, useText } from '../hooks';
import { theme } from '../theme';
import { Tappable } from '../ui/Tappable';

const icons = { mail: '✉', phone: '☎', chevron: '›', none: '' } as const;

/**
 * Whether the tap only opens an address: with no href, the allow-list refused it. Steps before
 * or after it (a copy, then the page) give no href however allowed the address is: tappable,
 * and the controller checks the address at the tap.
 */
function opensUrl(node: LinkNode): boolean {
  const steps = [node.action].flat();
  return steps.length === 1 && steps[0]?.type === 'openUrl';
}

const linkStyle = css({
  color: theme.brand,
  fontWeight: 600,
  textDecoration: 'underline',
  display: 'inline-flex',
  gap: 6,
  alignItems: 'center',
  minHeight: 44,
});

export function Link({ node }: NodeProps<LinkNode>) {
  const text = useText(node.text);
  const { href, onTap } = useTap(node.action);
  const busy = useFlag(node.busyWhen);
  if (!text) return null;
  if (href === null && opensUrl(node)) return <span data-node-id={node.id}>{text}</span>;
  const icon = icons[node.icon ?? 'none'];
  const mark = icon && <span aria-hidden="true">{icon}</span>;
  return (
    <Tappable href={href} onTap={() => onTap?.()} nodeId={node.id} css={linkStyle} link busy={busy}>
      {/* A chevron says "goes somewhere" and trails the text; mail and phone marks lead it. */}
      {node.icon !== 'chevron' && mark}
      {text}
      {node.icon === 'chevron' && mark}
    </Tappable>
  );
}
