// The card-type tab switch of the bank form; labels and order come from the layout config.
import { useRef, type KeyboardEvent } from 'react';
import { theme } from '../../../renderers/theme';

export interface CardTypeTab {
  cardType: number;
  label: string;
}

export function tabId(cardType: number): string {
  return `bank-tab-${cardType}`;
}

export const PANEL_ID = 'bank-fields';

export function CardTypeTabs({
  tabs,
  selected,
  label,
  onSelect,
}: {
  tabs: readonly CardTypeTab[];
  selected: number;
  label: string;
  onSelect: (cardType: number) => void;
}) {
  const list = useRef<HTMLDivElement>(null);
  // Arrow keys move between tabs, as the WAI-ARIA tabs pattern expects.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const at = tabs.findIndex((tab) => tab.cardType === selected);
    const step = e.key === 'ArrowRight' ? 1 : -1;
    const next = tabs[(at + step + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.cardType);
    list.current?.querySelector<HTMLButtonElement>(`#${tabId(next.cardType)}`)?.focus();
  };
  return (
    <div
      ref={list}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      css={{
        display: 'flex',
        background: theme.surface,
        borderBottom: `1px solid ${theme.border}`,
      }}
    >
      {tabs.map((tab) => {
        const active = tab.cardType === selected;
        return (
          <button
            key={tab.cardType}
            id={tabId(tab.cardType)}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={PANEL_ID}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.cardType)}
            css={{
              flex: 1,
              minHeight: 48,
              border: 'none',
              borderBottom: `3px solid ${active ? theme.brand : 'transparent'}`,
              background: 'transparent',
              color: active ? theme.brand : theme.muted,
              font: `600 15px/1.2 ${theme.font}`,
              cursor: 'pointer',
            }}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
