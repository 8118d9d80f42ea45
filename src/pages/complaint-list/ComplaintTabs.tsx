// The complaint list's tabs (SPEC §2): one tab per server tab, each panel listing time,
// problem type and content; an entry is a link to its details. Registered by this page only
// (docs/decisions/010-complaint-page-widgets.md). Real tabs: arrow keys, Home and End move
// between them (renderers/ui/TabList), the panel is labelled by its tab.
import { useId, useState, type MouseEvent } from 'react';
import { resolveAction } from '../../../renderers/actions';
import { useRenderer, type NodeProps } from '../../../renderers/context';
import { hrefOf } from '../../../renderers/href';
import { useText } from '../../../renderers/hooks';
import { resolvePointer } from '../../../renderers/pointer';
import { theme } from '../../../renderers/theme';
import { TabList, tabId } from '../../../renderers/ui/TabList';
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

export function ComplaintTabs({ node }: NodeProps<ComplaintTabsNode>) {
  const ctx = useRenderer();
  const label = useText(node.label);
  const emptyText = useText(node.empty);
  const baseId = useId();
  const [chosen, setChosen] = useState(0);
  const found = resolvePointer(ctx.data, node.source);
  const tabs = (Array.isArray(found) ? found : []) as ComplaintTab[];
  if (tabs.length === 0) return null;
  const selected = Math.min(chosen, tabs.length - 1);
  const list = tabs[selected]?.list ?? [];

  const panelId = `${baseId}-panel`;

  return (
    <div data-node-id={node.id} css={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <TabList
        label={label}
        tabs={tabs.map((tab) => tab.title)}
        selected={selected}
        onSelect={setChosen}
        idPrefix={baseId}
        panelId={panelId}
      />
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(baseId, selected)} tabIndex={0}>
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
