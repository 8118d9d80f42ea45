// One rendering of a template per element of an array, or per entry of an object (payNotice's
// map from group title to steps). Inside the template '@/…' reads the element, '@index' its
// position and '@key' its key. With `limit` only that many show until "more" is tapped.
// `ordered` makes numbered steps: an <ol> whose numbers the browser draws and announces.
import { css, type SerializedStyles } from '@emotion/react';
import { memo, use, useMemo, useState } from 'react';
import type { ListNode } from '../generated/screen-types';
import { toCount, toText } from '../binding';
import type { NodeProps } from '../context';
import { useTexts } from '../hooks';
import { NodeBoundary } from '../NodeBoundary';
import { NodeList } from '../NodeView';
import { RowBudgetContext, shareOf } from '../row-budget';
import { ItemScopeContext, useReader, type ItemScope } from '../scope';
import { cachedStyle, classesOf, styleNumber } from '../styles';
import { theme } from '../theme';
import { Button } from '../ui/Button';

interface Entry extends ItemScope {
  id: string;
}

/** The elements to render, each with a stable id: the `key` field, else the key or position. */
export function entriesOf(value: unknown, keyField: string | undefined, asEntries: boolean) {
  const raw: ItemScope[] = asEntries
    ? value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.entries(value).map(([key, item], index) => ({ item, index, key }))
      : []
    : Array.isArray(value)
      ? value.map((item: unknown, index) => ({ item, index }))
      : [];
  const seen = new Set<string>();
  return raw.map((entry): Entry => {
    const own =
      keyField && entry.item !== null && typeof entry.item === 'object'
        ? toText((entry.item as Record<string, unknown>)[keyField])
        : (entry.key ?? '');
    // A missing or repeated key falls back to the position, so React never merges two rows.
    const id = own !== '' && !seen.has(own) ? own : `#${entry.index}`;
    seen.add(id);
    return { ...entry, id };
  });
}

const listBase = css({ listStyle: 'none', margin: 0, padding: 0 });

const layouts = {
  plain: css({ display: 'flex', flexDirection: 'column', gap: 10 }),
  divided: css({ display: 'flex', flexDirection: 'column' }),
  cards: css({ display: 'flex', flexDirection: 'column', gap: 10 }),
  grid: css({ display: 'grid', gap: 10 }),
} as const;

const numbered = css({
  display: 'block',
  listStyle: 'decimal',
  paddingLeft: '1.5em',
  '& > li + li': { marginTop: 6 },
});

const itemStyles = {
  plain: css({}),
  divided: css({ padding: '10px 0', borderBottom: `1px solid ${theme.border}` }),
  cards: css({
    background: theme.surface,
    borderRadius: theme.radius,
    boxShadow: theme.shadow.card,
    overflow: 'hidden',
  }),
  grid: css({}),
} as const;

/** A grid's columns: built once per number of columns a layout asks for. */
const gridColumns = new Map<number, SerializedStyles>();
const columnsStyle = (columns: number) =>
  cachedStyle(gridColumns, columns, () =>
    css({ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }),
  );

/**
 * From this many rows on, rows off screen cost no style, layout or paint until they scroll
 * near (`content-visibility`), decided per chunk of CHUNK_ROWS rows rather than per row: soon
 * after the list is drawn, Chromium lays out every off-screen text box once, in a pass of the
 * whole page for each element that skipped it (on the 200-item bank form, 100 passes and
 * about 100 ms at 4x CPU slowdown; decision 038). 12 rows fill whole lines of a grid of 1 to
 * 4 columns.
 */
export const LONG_LIST = 30;
export const CHUNK_ROWS = 12;
/**
 * A chunk's height before it is first drawn, from a text field's row (72 px and the gap); it
 * keeps the height it last had after that. Skipping layout clips what the rows draw outside
 * the chunk (a card's shadow, a focus ring); the margin lets that show.
 */
const chunkFrame = css({
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 984px',
  overflowClipMargin: 8,
});
/** What stacks a long list's chunks: the variant's own column, a grid's chunks in one. */
const chunkStacks = { ...layouts, grid: layouts.plain } as const;

/**
 * One element, contained on its own (a broken row costs only itself). Its props are the
 * element's parts, so a row whose element is the same does not render again.
 */
const Item = memo(function Item({
  item,
  index,
  entryKey,
  template,
  path,
  variant,
  chunked,
  rowBudget,
}: {
  item: unknown;
  index: number;
  entryKey: string | undefined;
  template: readonly unknown[];
  path: string;
  variant: keyof typeof itemStyles;
  /** In a chunk of a long list: an element with the list item's role (see List). */
  chunked: boolean;
  /** The rows this row's own lists may draw (renderers/row-budget.ts). */
  rowBudget: number;
}) {
  const scope = useMemo(() => ({ item, index, key: entryKey }), [item, index, entryKey]);
  const Row = chunked ? 'div' : 'li';
  const nodes = <NodeList nodes={template} path={path} />;
  // A variant this renderer does not know (nodes from the data are not checked) draws plain.
  return (
    <Row role={chunked ? 'listitem' : undefined} className={classesOf(itemStyles[variant])}>
      <NodeBoundary type="list item" path={`${path}/${index}`}>
        <ItemScopeContext.Provider value={scope}>
          {rowBudget === Infinity ? (
            nodes
          ) : (
            <RowBudgetContext value={rowBudget}>{nodes}</RowBudgetContext>
          )}
        </ItemScopeContext.Provider>
      </NodeBoundary>
    </Row>
  );
});

export function List({ node, path }: NodeProps<ListNode>) {
  const read = useReader();
  const [label, more, less] = useTexts(
    node.label,
    node.moreText ?? { key: 'common.more' },
    node.lessText ?? { key: 'common.hide' },
  );
  const [unfolded, setUnfolded] = useState(false);
  const budget = use(RowBudgetContext);
  // A pointer reads the data; an array is the layout's own content.
  const source = typeof node.items === 'string' ? read(node.items) : node.items;
  const entries = useMemo(
    () => entriesOf(source, node.key, node.entries ?? false),
    [source, node.key, node.entries],
  );
  if (entries.length === 0) return <NodeList nodes={node.empty} path={`${path}/empty`} />;
  const limit = toCount(node.limit);
  const foldable = limit !== undefined && entries.length > limit;
  const unbudgeted = foldable && !unfolded ? entries.slice(0, limit) : entries;
  const shown = budget === Infinity ? unbudgeted : unbudgeted.slice(0, budget);
  const rowBudget = shareOf(budget, shown.length);
  const variant = node.variant ?? 'plain';
  const columns = variant === 'grid' && columnsStyle(styleNumber(node.columns) ?? 2);
  // HTML lets only <li> be a list's child, so a list drawn in chunks is a <div role="list">
  // whose rows have the list item's role: a screen reader hears the same list. Numbered steps
  // stay an <ol>, whose numbers the browser draws and announces: steps are never many. A long
  // list is chunked folded or not, so "more" keeps the rows already drawn.
  const chunked = entries.length >= LONG_LIST && !node.ordered;
  const Rows = chunked ? 'div' : node.ordered ? 'ol' : 'ul';
  const rowsOf = (rows: Entry[]) =>
    rows.map((entry) => (
      <Item
        key={entry.id}
        item={entry.item}
        index={entry.index}
        entryKey={entry.key}
        template={node.template}
        path={`${path}/template`}
        variant={variant}
        chunked={chunked}
        rowBudget={rowBudget}
      />
    ));
  return (
    <div data-node-id={node.id}>
      <Rows
        role={chunked ? 'list' : undefined}
        aria-label={label || undefined}
        css={
          chunked
            ? chunkStacks[variant]
            : [
                listBase,
                layouts[variant],
                // Numbered steps stay in block flow: flex items lose their list markers.
                node.ordered && numbered,
                columns,
              ]
        }
      >
        {chunked
          ? Array.from({ length: Math.ceil(shown.length / CHUNK_ROWS) }, (_, c) => (
              // Keyed by position: a row that moves to another chunk is drawn again, not the rest.
              <div key={c} className={classesOf(layouts[variant], columns, chunkFrame)}>
                {rowsOf(shown.slice(c * CHUNK_ROWS, (c + 1) * CHUNK_ROWS))}
              </div>
            ))
          : rowsOf(shown)}
      </Rows>
      {foldable && (
        <Button variant="text" aria-expanded={unfolded} onClick={() => setUnfolded((u) => !u)}>
          {unfolded ? less : more}
        </Button>
      )}
    </div>
  );
}
