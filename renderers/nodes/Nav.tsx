// A site's navigation (the public website's): a <nav> whose entries sit in a row on a wide
// screen and fold behind a "Menu" button below `foldBelow` px. The fold is CSS, so the first
// paint is right at any width; the button only opens and closes the folded list, and a tapped
// entry closes it. Each entry is the renderer's one tap target (a link when it leads somewhere).
import { css, type SerializedStyles } from '@emotion/react';
import { useId, useState } from 'react';
import type { NavItem, NavNode } from '../generated/screen-types';
import { useRenderer, type NodeProps } from '../context';
import { useTap, useText } from '../hooks';
import { cachedStyle } from '../styles';
import { theme } from '../theme';
import { Tappable } from '../ui/Tappable';

const DEFAULT_FOLD = 760;

const entryStyle = css({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  padding: '0 12px',
  borderRadius: theme.radiusSmall,
  background: 'none',
  border: 'none',
  font: 'inherit',
  fontWeight: 600,
  color: theme.brandInk,
  textDecoration: 'none',
  cursor: 'pointer',
  textAlign: 'left',
  width: '100%',
});

function Entry({ item, onDone }: { item: NavItem; onDone: () => void }) {
  const text = useText(item.text);
  const { href, onTap } = useTap(item.action);
  if (!onTap) return null;
  return (
    <Tappable
      href={href}
      onTap={() => {
        onDone();
        onTap();
      }}
      css={entryStyle}
    >
      {text}
    </Tappable>
  );
}

const navStyle = css({ flex: '1 1 auto' });

// The fold's media query comes from the layout (foldBelow): each width's rules built once.
const foldQuery = (fold: number) => `@media (max-width: ${fold - 0.02}px)`;
const menuStyles = new Map<number, SerializedStyles>();
const menuStyle = (fold: number) =>
  cachedStyle(menuStyles, fold, () =>
    css(
      entryStyle,
      { display: 'none', width: 'auto', marginLeft: 'auto' },
      { [foldQuery(fold)]: { display: 'flex' } },
    ),
  );
const listStyles = new Map<string, SerializedStyles>();
const listStyle = (fold: number, open: boolean) =>
  cachedStyle(listStyles, `${fold} ${open}`, () =>
    css({
      listStyle: 'none',
      margin: 0,
      padding: 0,
      display: 'flex',
      flexWrap: 'wrap',
      justifyContent: 'flex-end',
      gap: 4,
      [foldQuery(fold)]: {
        display: open ? 'flex' : 'none',
        flexDirection: 'column',
        paddingTop: 8,
      },
    }),
  );

export function Nav({ node }: NodeProps<NavNode>) {
  const { t } = useRenderer();
  const label = useText(node.label);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const fold = node.foldBelow ?? DEFAULT_FOLD;
  return (
    <nav aria-label={label} data-node-id={node.id} css={navStyle}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
        css={menuStyle(fold)}
      >
        {t('renderer.menu')}
      </button>
      <ul id={listId} css={listStyle(fold, open)}>
        {node.items.map((item, index) => (
          <li key={index}>
            <Entry item={item} onDone={() => setOpen(false)} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
