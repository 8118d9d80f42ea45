// A row of tabs as the WAI-ARIA tabs pattern expects: only the selected tab is in the tab
// order; arrow keys, Home and End move between tabs. The caller renders the one panel and
// labels it with tabId(idPrefix, selected).
import { css } from '@emotion/react';
import { useRef, type KeyboardEvent } from 'react';
import { theme } from '../theme';

const KEY_MOVES: Record<string, (current: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

export function tabId(idPrefix: string, index: number): string {
  return `${idPrefix}-tab-${index}`;
}

const divStyle = css({
  display: 'flex',
  overflowX: 'auto',
  background: theme.surface,
  borderBottom: `1px solid ${theme.border}`,
});

const tab = (colour: string, edge: string) =>
  css({
    flex: '1 0 auto',
    minHeight: 48,
    // The tabs grow to share the row, so their padding shows only when the labels nearly fill
    // it: on a 320 px phone it narrows, and three labels fit without scrolling.
    padding: '10px min(14px, 2vw)',
    background: 'none',
    border: 'none',
    borderBottom: `3px solid ${edge}`,
    color: colour,
    font: `600 15px/1.2 ${theme.font}`,
    cursor: 'pointer',
  });
const tabStyle = tab(theme.muted, 'transparent');
const selectedTabStyle = tab(theme.brand, theme.brand);

export function TabList({
  label,
  tabs,
  selected,
  onSelect,
  idPrefix,
  panelId,
}: {
  /** The accessible name of the tab list. */
  label: string;
  /** The tab labels, in order. */
  tabs: readonly string[];
  selected: number;
  onSelect: (index: number) => void;
  idPrefix: string;
  panelId: string;
}) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (e: KeyboardEvent) => {
    const move = KEY_MOVES[e.key];
    if (!move) return;
    e.preventDefault();
    const next = move(selected, tabs.length);
    onSelect(next);
    buttons.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} onKeyDown={onKeyDown} css={divStyle}>
      {tabs.map((tab, i) => (
        <button
          key={i}
          ref={(el) => {
            buttons.current[i] = el;
          }}
          type="button"
          role="tab"
          id={tabId(idPrefix, i)}
          aria-selected={i === selected}
          aria-controls={panelId}
          tabIndex={i === selected ? 0 : -1}
          onClick={() => onSelect(i)}
          css={i === selected ? selectedTabStyle : tabStyle}
        >
          {tab}
        </button>
      ))}
    </div>
  );
}
