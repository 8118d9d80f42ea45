// A site's navigation (the public website's): a <nav> whose entries sit in a row on a wide
// screen and fold behind a "Menu" button below `foldBelow` px. The fold is CSS, so the first
// paint is right at any width; the button only opens and closes the folded list, and a tapped
// entry closes it. Each entry is the renderer's one tap target (a link when it leads somewhere).
import { useId, useState } from 'react';
import type { NavItem, NavNode } from '../generated/screen-types';
import { useRenderer, type NodeProps } from '../context';
import { useTap, useText } from '../hooks';
import { theme } from '../theme';
import { Tappable } from '../ui/Tappable';

const DEFAULT_FOLD = 760;

const entryStyle = {
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
} as const;

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

export function Nav({ node }: NodeProps<NavNode>) {
  const { t } = useRenderer();
  const label = useText(node.label);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const narrow = `@media (max-width: ${(node.foldBelow ?? DEFAULT_FOLD) - 0.02}px)`;
  return (
    <nav aria-label={label} data-node-id={node.id} css={{ flex: '1 1 auto' }}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
        css={[
          entryStyle,
          { display: 'none', width: 'auto', marginLeft: 'auto' },
          { [narrow]: { display: 'flex' } },
        ]}
      >
        {t('renderer.menu')}
      </button>
      <ul
        id={listId}
        css={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'flex-end',
          gap: 4,
          [narrow]: { display: open ? 'flex' : 'none', flexDirection: 'column', paddingTop: 8 },
        }}
      >
        {node.items.map((item, index) => (
          <li key={index}>
            <Entry item={item} onDone={() => setOpen(false)} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
