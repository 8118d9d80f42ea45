// Rows of label and value: static items from the layout, or rows read from an array in
// the data (loan details, order summaries).
import type { KeyValueItem, KeyValueListNode, KeyValueRowsSource } from '../../src/generated/types';
import { resolveText } from '../binding';
import { evaluateCondition } from '../condition';
import { useRenderer, type RendererContextValue } from '../context';
import { resolveAction } from '../actions';
import type { NodeProps } from '../context';
import { hrefOf } from '../href';
import { resolvePointer } from '../pointer';
import { theme } from '../theme';
import { formatters } from '../../src/lib/format';

interface Row {
  key: string;
  label: string;
  value: string;
  href?: string;
  onClick?: () => void;
}

function cell(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

function rowsFromData(source: KeyValueRowsSource, ctx: RendererContextValue): Row[] {
  const list = resolvePointer(ctx.data, source.pointer);
  if (!Array.isArray(list)) return [];
  const limited = source.limit === undefined ? list : list.slice(0, source.limit);
  return limited.map((item: unknown, i) => {
    const record = (typeof item === 'object' && item !== null ? item : {}) as Record<
      string,
      unknown
    >;
    const raw = record[source.valueField ?? 'value'];
    return {
      key: String(i),
      label: cell(record[source.labelField ?? 'title']),
      value: source.format
        ? formatters[source.format](raw, { t: ctx.t, rupee: ctx.rupee })
        : cell(raw),
    };
  });
}

function rowsFromItems(items: KeyValueItem[], ctx: RendererContextValue): Row[] {
  return items
    .filter((item) => evaluateCondition(item.when, ctx.data))
    .map((item, i) => {
      const action = item.action ? resolveAction(item.action, ctx) : undefined;
      return {
        key: item.id ?? String(i),
        label: resolveText(item.label, ctx),
        value: resolveText(item.value, ctx),
        href: action ? (hrefOf(action) ?? undefined) : undefined,
        onClick: action ? () => ctx.onAction(action) : undefined,
      };
    });
}

export function KeyValueList({ node }: NodeProps<KeyValueListNode>) {
  const ctx = useRenderer();
  const rows = [
    ...rowsFromItems(node.items ?? [], ctx),
    ...(node.rows ? rowsFromData(node.rows, ctx) : []),
  ];
  if (rows.length === 0) return null;
  return (
    <dl data-node-id={node.id} css={{ margin: 0 }}>
      {rows.map((row) => (
        <div
          key={row.key}
          css={{
            display: 'flex',
            justifyContent: 'space-between',
            gap: 12,
            padding: '12px 0',
            borderBottom: `1px solid ${theme.border}`,
          }}
        >
          <dt css={{ color: theme.muted }}>{row.label}</dt>
          <dd css={{ margin: 0, textAlign: 'right', wordBreak: 'break-word', fontWeight: 600 }}>
            {row.href && row.onClick ? (
              <a
                href={row.href}
                onClick={(e) => {
                  e.preventDefault();
                  row.onClick?.();
                }}
                css={{ color: theme.brand, textDecoration: 'underline' }}
              >
                {row.value}
              </a>
            ) : row.onClick ? (
              <button
                type="button"
                onClick={row.onClick}
                css={{
                  background: 'none',
                  border: 'none',
                  padding: 0,
                  color: theme.brand,
                  font: 'inherit',
                  textDecoration: 'underline',
                }}
              >
                {row.value}
              </button>
            ) : (
              row.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
