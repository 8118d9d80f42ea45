// A group of nodes in a column or a row. With an action the group is one tap target (a list
// entry, an order to pick): an anchor when it leads somewhere, else a button; while its
// disabledWhen holds it is drawn flat (no raised card) and takes no tap. A choice among
// several is announced as pressed, or as a radio of the enclosing `radiogroup` stack.
// Otherwise it is a section (or a public page's header, main or footer, or a form that never
// submits by itself), maybe a scrollTo anchor, a grid of as many columns as fit, or a centred
// column.
import { css, type SerializedStyles } from '@emotion/react';
import type { KeyboardEvent } from 'react';
import type { StackNode } from '../generated/screen-types';
import type { NodeProps } from '../context';
import { useFlag, useTap, useText } from '../hooks';
import { NodeList } from '../NodeView';
import { cachedStyle, styleNumber } from '../styles';
import { theme } from '../theme';
import { Tappable } from '../ui/Tappable';

const variants = {
  plain: css({}),
  card: css({
    background: theme.surface,
    borderRadius: theme.radius,
    padding: 16,
    boxShadow: theme.shadow.card,
  }),
  section: css({ padding: '8px 0' }),
  field: css({
    padding: '12px 16px',
    background: theme.surface,
    borderBottom: `1px solid ${theme.border}`,
  }),
  // The brand's colours, or those a page sets from its data (a landing template's) as the
  // custom properties --hero-gradient and --hero-text; its texts take the font colour.
  hero: css({
    background: `var(--hero-gradient, ${theme.brandGradient})`,
    color: `var(--hero-text, ${theme.brandText})`,
    borderRadius: theme.radius,
    padding: 24,
    '& h1, & h2, & h3, & p': { color: 'inherit' },
  }),
} as const;

/** A form stack's own buttons act; the browser never sends it anywhere. */
const preventSubmit = (e: { preventDefault: () => void }) => e.preventDefault();

const JUSTIFY = { start: 'flex-start', between: 'space-between', end: 'flex-end' } as const;
const ALIGN = {
  stretch: 'stretch',
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
} as const;

// A layout's few distinct directions, column widths and max widths: each rule built once.
const flexStyles = new Map<string, SerializedStyles>();
const gridStyles = new Map<number, SerializedStyles>();
const maxWidthStyles = new Map<number, SerializedStyles>();

function flexStyle(node: StackNode) {
  // Looked up, never written as given: a node from the data may hold anything here.
  const direction = node.direction === 'row' ? 'row' : 'column';
  const justify = node.justify ?? 'start';
  const align = node.align ?? 'stretch';
  return cachedStyle(flexStyles, `${direction} ${justify} ${align}`, () =>
    css({
      display: 'flex',
      flexDirection: direction,
      justifyContent: JUSTIFY[justify],
      alignItems: ALIGN[align],
      gap: theme.gap,
    }),
  );
}

const gridStyle = (width: number) =>
  cachedStyle(gridStyles, width, () =>
    css({
      display: 'grid',
      gridTemplateColumns: `repeat(auto-fit, minmax(min(${width}px, 100%), 1fr))`,
    }),
  );

const maxWidthStyle = (maxWidth: number) =>
  cachedStyle(maxWidthStyles, maxWidth, () =>
    css({ width: '100%', maxWidth, marginInline: 'auto' }),
  );

const tapStyle = css({
  width: '100%',
  color: theme.text,
  textDecoration: 'none',
  cursor: 'pointer',
  minHeight: 44,
});
const selectedStyle = css({ background: theme.brandTint });
const disabledStyle = css({ boxShadow: 'none', outline: `1px dashed ${theme.border}` });
const disabledTapStyle = css(disabledStyle, { cursor: 'default' });

const NEXT_KEYS: Readonly<Record<string, number>> = {
  ArrowDown: 1,
  ArrowRight: 1,
  ArrowUp: -1,
  ArrowLeft: -1,
};

/** In a single choice the arrow keys move to the next or previous option and choose it. */
function arrowsChoose(event: KeyboardEvent<HTMLElement>): void {
  const step = NEXT_KEYS[event.key];
  if (step === undefined) return;
  const options = [
    ...event.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]:not([aria-disabled])'),
  ];
  const at = options.indexOf(event.target as HTMLElement);
  if (at < 0 || options.length < 2) return;
  event.preventDefault();
  const next = options[(at + step + options.length) % options.length]!;
  next.focus();
  next.click();
}

export function Stack({ node, path }: NodeProps<StackNode>) {
  const label = useText(node.label);
  const { href, onTap } = useTap(node.action);
  const selected = useFlag(node.selectedWhen);
  const disabled = useFlag(node.disabledWhen);
  const busy = useFlag(node.busyWhen);
  const minColumnWidth = styleNumber(node.minColumnWidth);
  const maxWidth = styleNumber(node.maxWidth);
  const style = [
    flexStyle(node),
    minColumnWidth !== undefined && gridStyle(minColumnWidth),
    maxWidth !== undefined && maxWidthStyle(maxWidth),
    variants[node.variant ?? 'plain'],
  ] as const;
  const children = <NodeList nodes={node.children} path={`${path}/children`} />;
  // Disabled, a choice keeps its role and its checked state, announced unavailable: a screen
  // reader still says which card the code is for. Any other group is then plain content.
  const choice = node.selectedWhen !== undefined;
  if (onTap && (!disabled || choice)) {
    return (
      <Tappable
        href={href}
        onTap={onTap}
        nodeId={node.id}
        label={label || undefined}
        busy={busy}
        disabled={disabled}
        pressed={node.selectedWhen === undefined ? undefined : selected}
        checked={
          node.selectedWhen !== undefined && node.selectedAs === 'radio' ? selected : undefined
        }
        css={[...style, tapStyle, selected && selectedStyle, disabled && disabledTapStyle]}
      >
        {children}
      </Tappable>
    );
  }
  // A section may not be a radiogroup (ARIA in HTML): a group with a role is a div.
  const Element = node.as ?? (node.role ? 'div' : 'section');
  return (
    <Element
      data-node-id={node.id}
      id={node.anchor}
      lang={node.lang}
      role={node.role}
      onKeyDown={node.role === 'radiogroup' ? arrowsChoose : undefined}
      aria-label={label || undefined}
      noValidate={Element === 'form' ? true : undefined}
      onSubmit={Element === 'form' ? preventSubmit : undefined}
      css={[...style, disabled && disabledStyle]}
    >
      {children}
    </Element>
  );
}
