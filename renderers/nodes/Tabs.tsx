// Tabs over an array of the data. The chosen tab is read from `selected` (a state value or
// the controller's data) and a tap runs `action` in that tab's item scope, so a layout either
// keeps the choice local (`set`) or hands it to its controller (`emit`). The one panel renders
// in the chosen tab's item scope: '@/list' is that tab's list. With no tabs to offer, the
// panel shows alone.
import { css } from '@emotion/react';
import { useId, useMemo } from 'react';
import type { TabsNode } from '../generated/screen-types';
import { toText } from '../binding';
import type { NodeProps } from '../context';
import { useRunner, useTexts } from '../hooks';
import { NodeBoundary } from '../NodeBoundary';
import { NodeList } from '../NodeView';
import { ItemScopeContext, useReader } from '../scope';
import { TabList, tabId } from '../ui/TabList';

function field(item: unknown, name: string): unknown {
  return item !== null && typeof item === 'object'
    ? (item as Record<string, unknown>)[name]
    : undefined;
}

const tabsStyle = css({ display: 'flex', flexDirection: 'column', gap: 12 });

export function Tabs({ node, path }: NodeProps<TabsNode>) {
  const read = useReader();
  const run = useRunner();
  const [label, untitled] = useTexts(node.label, node.untitled);
  const baseId = useId();
  const found = read(node.items);
  const items: unknown[] = Array.isArray(found) ? found : [];
  const chosen = toText(read(node.selected));
  const matched = node.valueField
    ? items.findIndex((item) => toText(field(item, node.valueField ?? '')) === chosen)
    : Number(chosen);
  const selected =
    Number.isInteger(matched) && matched >= 0 && matched < items.length ? matched : 0;
  const item = items[selected];
  const scope = useMemo(() => ({ item, index: selected }), [item, selected]);
  const panel = (
    <NodeBoundary type="tabs panel" path={`${path}/panel`} resetKey={selected}>
      <NodeList nodes={node.panel} path={`${path}/panel`} />
    </NodeBoundary>
  );
  if (items.length === 0) return panel;
  const panelId = `${baseId}-panel`;
  return (
    <div data-node-id={node.id} css={tabsStyle}>
      <TabList
        label={label}
        tabs={items.map((tab) => toText(field(tab, node.labelField ?? 'title')).trim() || untitled)}
        selected={selected}
        onSelect={(index) => run(node.action, { item: items[index], index })}
        idPrefix={baseId}
        panelId={panelId}
      />
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(baseId, selected)} tabIndex={0}>
        <ItemScopeContext.Provider value={scope}>{panel}</ItemScopeContext.Provider>
      </div>
    </div>
  );
}
