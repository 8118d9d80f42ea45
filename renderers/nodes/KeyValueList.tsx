// Rows of label and value: static items from the layout, or rows read from an array in
// the data (loan details, order summaries).
import { css } from '@emotion/react';
import { use } from 'react';
import type { KeyValueItem, KeyValueListNode, KeyValueRowsSource } from '../generated/screen-types';
import { formatValue, toCount, toText } from '../binding';
import type { NodeProps } from '../context';
import { useCondition, useTap, useTexts, useTextContext } from '../hooks';
import { theme } from '../theme';
import { NodeView } from '../NodeView';
import { RowBudgetContext } from '../row-budget';
import { Tappable } from '../ui/Tappable';

const rowStyle = css({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: 12,
  padding: '12px 0',
  borderBottom: `1px solid ${theme.border}`,
});
const valueStyle = css({
  margin: 0,
  textAlign: 'right',
  wordBreak: 'break-word',
  fontWeight: 600,
});

const labelStyle = css({
  color: theme.muted,
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.sm,
});
const tappableStyle = css({
  color: theme.brand,
  textDecoration: 'underline',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  minWidth: 44,
});

function ItemRow({ item }: { item: KeyValueItem }) {
  const visible = useCondition(item.when);
  const [label, value] = useTexts(item.label, item.value);
  const { href, onTap } = useTap(item.action);
  if (!visible) return null;
  return (
    <div css={rowStyle}>
      <dt css={labelStyle}>
        {item.icon && (
          <NodeView node={{ type: 'icon', default: item.icon, tone: 'brand', size: 20 }} path="" />
        )}
        {label}
      </dt>
      <dd css={valueStyle}>
        {onTap ? (
          <Tappable
            href={href}
            onTap={onTap}
            // A whole 44 px tap target, however short the value.
            css={tappableStyle}
          >
            {value}
          </Tappable>
        ) : (
          value
        )}
      </dd>
    </div>
  );
}

const dataLabelStyle = css({ color: theme.muted });

function DataRows({ source }: { source: KeyValueRowsSource }) {
  const ctx = useTextContext();
  // Rows of the data are list rows: in served content, within its budget (row-budget.ts).
  const budget = use(RowBudgetContext);
  const list = ctx.read(source.pointer);
  if (!Array.isArray(list)) return null;
  const limited = list.slice(0, Math.min(toCount(source.limit) ?? Infinity, budget));
  return limited.map((item: unknown, i) => {
    const record = (typeof item === 'object' && item !== null ? item : {}) as Record<
      string,
      unknown
    >;
    const raw = record[source.valueField ?? 'value'];
    return (
      <div key={i} css={rowStyle}>
        <dt css={dataLabelStyle}>{toText(record[source.labelField ?? 'title'])}</dt>
        <dd css={valueStyle}>{formatValue(raw, source.format, ctx)}</dd>
      </div>
    );
  });
}

const dlStyle = css({ margin: 0 });

export function KeyValueList({ node }: NodeProps<KeyValueListNode>) {
  const { read } = useTextContext();
  const hasRows = node.rows !== undefined && Array.isArray(read(node.rows.pointer));
  // As a stack's children: items from the data that are not a list are none.
  const items = Array.isArray(node.items) ? node.items : [];
  if (items.length === 0 && !hasRows) return null;
  return (
    <dl data-node-id={node.id} css={dlStyle}>
      {items.map((item, i) => (
        <ItemRow key={item.id ?? i} item={item} />
      ))}
      {node.rows && <DataRows source={node.rows} />}
    </dl>
  );
}
