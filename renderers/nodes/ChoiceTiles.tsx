// Tiles for choosing one item of a list in the data. Each tile is a real button with
// aria-pressed, so screen readers hear which one is chosen; the tap is an emit event.
import { css, type SerializedStyles } from '@emotion/react';
import type { ChoiceTilesNode } from '../generated/screen-types';
import { toText } from '../binding';
import { useRenderer, type NodeProps } from '../context';
import { useText } from '../hooks';
import { NodeView } from '../NodeView';
import { useReader } from '../scope';
import { cachedStyle, styleNumber } from '../styles';
import { theme } from '../theme';

interface Tile {
  value: string;
  label: string;
}

function tilesOf(list: unknown, valueField: string, labelField: string): Tile[] {
  if (!Array.isArray(list)) return [];
  const tiles: Tile[] = [];
  for (const item of list) {
    if (typeof item !== 'object' || item === null) continue;
    const record = item as Record<string, unknown>;
    const value = toText(record[valueField]);
    const label = toText(record[labelField]);
    // A tile without a value cannot be chosen and one without a label cannot be read.
    if (value !== '' && label !== '') tiles.push({ value, label });
  }
  return tiles;
}

/** The grid per number of columns a layout asks for, built once. */
const grids = new Map<number, SerializedStyles>();
const gridStyle = (columns: number) =>
  cachedStyle(grids, columns, () =>
    css({ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: 10 }),
  );

const tile = (border: string, background: string, color: string) =>
  css({
    minHeight: 48,
    padding: '10px 8px',
    borderRadius: theme.radius,
    border: `1px solid ${border}`,
    background,
    color,
    font: `500 15px/1.3 ${theme.font}`,
    wordBreak: 'break-word',
    cursor: 'pointer',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: theme.space.xs,
  });
const tileStyle = tile(theme.border, theme.surface, theme.text);
const chosenTileStyle = tile(theme.brand, theme.brand, theme.brandText);

export function ChoiceTiles({ node }: NodeProps<ChoiceTilesNode>) {
  const ctx = useRenderer();
  const read = useReader();
  const label = useText(node.label);
  const tiles = tilesOf(
    read(node.items.pointer),
    node.items.valueField ?? 'value',
    node.items.labelField ?? 'title',
  );
  if (tiles.length === 0) return null;
  const selected = node.selected ? toText(read(node.selected)) : '';
  return (
    <div
      role="group"
      aria-label={label || undefined}
      data-node-id={node.id}
      css={gridStyle(styleNumber(node.columns) ?? 2)}
    >
      {tiles.map((tile, i) => {
        const chosen = tile.value === selected;
        // The layout's own keys only: a value such as "toString" must not reach the prototype.
        const icon =
          node.icons && Object.hasOwn(node.icons, tile.value)
            ? node.icons[tile.value]
            : node.defaultIcon;
        return (
          <button
            // The data may repeat a value: the position keeps two tiles apart.
            key={`${i}:${tile.value}`}
            type="button"
            aria-pressed={chosen}
            onClick={() => ctx.onAction({ type: 'emit', name: node.emit, value: tile.value })}
            css={chosen ? chosenTileStyle : tileStyle}
          >
            {icon && <NodeView node={{ type: 'icon', default: icon, size: 22 }} path="" />}
            {tile.label}
          </button>
        );
      })}
    </div>
  );
}
