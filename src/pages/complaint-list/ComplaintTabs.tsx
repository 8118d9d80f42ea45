// The complaint list's tabs (SPEC §2): one tab per server tab, each panel listing time,
// problem type and content; an entry is a link to its details. Registered by this page only
// (docs/decisions/010-complaint-page-widgets.md). Real tabs: arrow keys, Home and End move
// between them, the panel is labelled by its tab.
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { resolveAction } from '../../../renderers/actions';
import { useRenderer, type NodeProps } from '../../../renderers/context';
import { hrefOf } from '../../../renderers/href';
import { useText } from '../../../renderers/hooks';
import { resolvePointer } from '../../../renderers/pointer';
import { theme } from '../../../renderers/theme';
import type { ComplaintTab, NodeAction, TextSource } from '../../generated/types';

export interface ComplaintTabsNode {
  type: 'complaint-tabs';
  id?: string;
  /** Pointer to the tabs array of the problem-list answer. */
  source: string;
  label: TextSource;
  /** Shown in a tab without complaints. */
  empty: TextSource;
  /** Resolved against the tapped entry, e.g. navigate with problemId bound to /id. */
  itemAction: NodeAction;
}

const KEY_MOVES: Record<string, (current: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

export function ComplaintTabs({ node }: NodeProps<ComplaintTabsNode>) {
  const ctx = useRenderer();
  const label = useText(node.label);
  const emptyText = useText(node.empty);
  const baseId = useId();
  const [chosen, setChosen] = useState(0);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const found = resolvePointer(ctx.data, node.source);
  const tabs = (Array.isArray(found) ? found : []) as ComplaintTab[];
  if (tabs.length === 0) return null;
  const selected = Math.min(chosen, tabs.length - 1);
  const list = tabs[selected]?.list ?? [];

  const onKeyDown = (e: KeyboardEvent) => {
    const move = KEY_MOVES[e.key];
    if (!move) return;
    e.preventDefault();
    const next = move(selected, tabs.length);
    setChosen(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div data-node-id={node.id} css={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        css={{ display: 'flex', overflowX: 'auto', borderBottom: `1px solid ${theme.border}` }}
      >
        {tabs.map((tab, i) => (
          <button
            key={i}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            aria-selected={i === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setChosen(i)}
            css={{
              flex: '1 0 auto',
              minHeight: 44,
              padding: '10px 14px',
              background: 'none',
              border: 'none',
              borderBottom: `3px solid ${i === selected ? theme.brand : 'transparent'}`,
              color: i === selected ? theme.brand : theme.muted,
              font: `600 15px/1.2 ${theme.font}`,
              cursor: 'pointer',
            }}
          >
            {tab.title}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${selected}`}
        tabIndex={0}
      >
        {list.length === 0 ? (
          <p css={{ color: theme.muted, textAlign: 'center', padding: '32px 0', margin: 0 }}>
            {emptyText}
          </p>
        ) : (
          <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 }}>
            {list.map((item) => {
              const action = resolveAction(node.itemAction, { ...ctx, data: item });
              const onClick = (e: MouseEvent) => {
                e.preventDefault();
                ctx.onAction(action);
              };
              return (
                <li key={String(item.id)}>
                  <a
                    href={hrefOf(action) ?? undefined}
                    onClick={onClick}
                    data-testid="complaint-entry"
                    css={{
                      display: 'block',
                      padding: 14,
                      background: theme.surface,
                      borderRadius: theme.radius,
                      color: theme.text,
                      textDecoration: 'none',
                      boxShadow: '0 1px 3px rgba(0,0,0,0.08)',
                    }}
                  >
                    <span css={{ display: 'block', fontSize: 13, color: theme.muted }}>
                      {item.time}
                    </span>
                    <span css={{ display: 'block', fontWeight: 600, margin: '4px 0' }}>
                      {item.type}
                    </span>
                    <span
                      css={{
                        display: '-webkit-box',
                        WebkitLineClamp: 2,
                        WebkitBoxOrient: 'vertical',
                        overflow: 'hidden',
                        wordBreak: 'break-word',
                      }}
                    >
                      {item.content}
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
