// Owns the developer view of native bridge calls: a corner panel for every page and the
// bare list for the developer preview page. In a plain browser the bridge only records
// calls, so this is how a developer sees that "Call us" or "Close" did something.
import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import {
  BRIDGE_CALL_EVENT,
  BRIDGE_LOG_LIMIT,
  clearBridgeLog,
  readBridgeLog,
  type BridgeCall,
} from '../bridge';

const COLLAPSED_KEY = 'bridge-log-collapsed';

// Opaque colours only: axe cannot verify contrast over a translucent background.
// #f9fafb on #111827 is about 17:1, #111827 on #e5e7eb about 14:1.
const panelStyle = css`
  position: fixed;
  left: 8px;
  bottom: 8px;
  z-index: 2147483647;
  /* Stays left of the vertical centre line so it never covers the middle of a full-width
     button (or the centre of a 412×823 screen), where taps and test clicks land. */
  width: min(190px, 45vw);
  max-height: 35vh;
  display: flex;
  flex-direction: column;
  background: #111827;
  color: #f9fafb;
  border-radius: 6px;
  box-shadow: 0 2px 8px rgba(0, 0, 0, 0.35);
  font:
    11px/1.4 ui-monospace,
    SFMono-Regular,
    Menlo,
    Consolas,
    monospace;
`;

const collapsedStyle = css`
  position: fixed;
  left: 8px;
  bottom: 8px;
  z-index: 2147483647;
`;

const headerStyle = css`
  display: flex;
  align-items: center;
  gap: 4px;
  padding: 4px 6px;
  border-bottom: 1px solid #374151;
`;

const titleStyle = css`
  flex: 1;
  margin: 0;
  font: inherit;
  font-weight: 700;
`;

const buttonStyle = css`
  min-height: 24px;
  padding: 2px 6px;
  border: 1px solid #6b7280;
  border-radius: 4px;
  background: #e5e7eb;
  color: #111827;
  font:
    11px/1.2 ui-monospace,
    SFMono-Regular,
    Menlo,
    Consolas,
    monospace;
  cursor: pointer;
`;

const listStyle = css`
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-y: auto;
  color: inherit;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  word-break: break-all;

  li {
    padding: 2px 6px;
  }
  li + li {
    border-top: 1px solid #374151;
  }
`;

const actionStyle = css`
  font-weight: 700;
`;

function twoDigits(n: number): string {
  return String(n).padStart(2, '0');
}

export function formatCallTime(at: number): string {
  const d = new Date(at);
  return `${twoDigits(d.getHours())}:${twoDigits(d.getMinutes())}:${twoDigits(d.getSeconds())}`;
}

export interface BridgeLogListProps {
  calls: BridgeCall[];
}

// Colours are inherited so the list reads correctly on whatever background embeds it.
export function BridgeLogList({ calls }: BridgeLogListProps) {
  if (calls.length === 0) {
    return <p css={{ margin: 0, padding: '2px 6px' }}>No bridge calls yet.</p>;
  }
  const newestFirst = calls.map((call, i) => ({ call, key: `${i}-${call.at}` })).reverse();
  return (
    <ul css={listStyle}>
      {newestFirst.map(({ call, key }) => (
        <li key={key}>
          {formatCallTime(call.at)} <span css={actionStyle}>{call.action}</span>{' '}
          {JSON.stringify(call.payload)}
        </li>
      ))}
    </ul>
  );
}

function readCollapsed(): boolean {
  try {
    return sessionStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

function writeCollapsed(collapsed: boolean): void {
  try {
    if (collapsed) sessionStorage.setItem(COLLAPSED_KEY, '1');
    else sessionStorage.removeItem(COLLAPSED_KEY);
  } catch {
    // Only a convenience across navigations; losing it is harmless.
  }
}

export function BridgeLogPanel() {
  const [calls, setCalls] = useState<BridgeCall[]>([]);
  // Remembered across navigations so a developer who tucked the panel away is not made to
  // do it again on every page.
  const [collapsed, setCollapsed] = useState(readCollapsed);

  useEffect(() => {
    const onCall = (e: WindowEventMap['bridge-call']) => {
      setCalls((prev) => [...prev, e.detail].slice(-BRIDGE_LOG_LIMIT));
    };
    window.addEventListener(BRIDGE_CALL_EVENT, onCall);
    // Read after subscribing so a call made while the panel was loading is not lost.
    setCalls(readBridgeLog());
    return () => window.removeEventListener(BRIDGE_CALL_EVENT, onCall);
  }, []);

  const toggle = (next: boolean) => {
    setCollapsed(next);
    writeCollapsed(next);
  };

  if (collapsed) {
    return (
      <div css={collapsedStyle} role="log" aria-label="Native bridge calls">
        <button type="button" css={buttonStyle} aria-expanded={false} onClick={() => toggle(false)}>
          Bridge ({calls.length})
        </button>
      </div>
    );
  }

  return (
    <div css={panelStyle} role="log" aria-label="Native bridge calls">
      <div css={headerStyle}>
        {/* Not a heading: the panel must not change the outline of the page it sits on. */}
        <span css={titleStyle}>Bridge ({calls.length})</span>
        <button
          type="button"
          css={buttonStyle}
          onClick={() => {
            clearBridgeLog();
            setCalls([]);
          }}
        >
          Clear
        </button>
        {/* What the iOS shell sends on its back gesture (contract loan.md), to try a page's answer. */}
        <button type="button" css={buttonStyle} onClick={() => window.webBridge?.emit('iosBack')}>
          iOS back
        </button>
        <button
          type="button"
          css={buttonStyle}
          aria-expanded={true}
          aria-label="Hide bridge log"
          onClick={() => toggle(true)}
        >
          Hide
        </button>
      </div>
      <BridgeLogList calls={calls} />
    </div>
  );
}
