// The studio's controls: buttons, text fields, a select, tabs, a state badge and a notice,
// styled alike (never the browser's defaults) with a visible keyboard focus.
import { css } from '@emotion/react';
import {
  useId,
  type ButtonHTMLAttributes,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react';
import { color, focusable, radius } from './tokens';

export type ButtonTone = 'primary' | 'secondary' | 'danger' | 'ghost';

const tones: Record<ButtonTone, ReturnType<typeof css>> = {
  primary: css`
    background: ${color.accent};
    border-color: ${color.accent};
    color: #fff;
    &:hover:not(:disabled) {
      background: ${color.accentHover};
    }
  `,
  secondary: css`
    background: ${color.panel};
    border-color: ${color.lineStrong};
    color: ${color.text};
    &:hover:not(:disabled) {
      background: ${color.sunken};
    }
  `,
  danger: css`
    background: ${color.panel};
    border-color: ${color.dangerLine};
    color: ${color.danger};
    &:hover:not(:disabled) {
      background: ${color.dangerSoft};
    }
  `,
  ghost: css`
    background: transparent;
    border-color: transparent;
    color: ${color.accent};
    &:hover:not(:disabled) {
      background: ${color.accentSoft};
    }
  `,
};

export const buttonStyle = (tone: ButtonTone, small = false) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: ${small ? 28 : 34}px;
  padding: 0 ${small ? 8 : 14}px;
  border: 1px solid;
  border-radius: ${radius}px;
  font: inherit;
  font-size: ${small ? 13 : 14}px;
  font-weight: 600;
  cursor: pointer;
  white-space: nowrap;
  ${tones[tone]};
  ${focusable};
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export function Button({
  tone = 'secondary',
  small = false,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { tone?: ButtonTone; small?: boolean }) {
  return <button type={type} css={buttonStyle(tone, small)} {...rest} />;
}

export const fieldStyle = css`
  width: 100%;
  min-height: 34px;
  padding: 6px 10px;
  border: 1px solid ${color.lineStrong};
  border-radius: ${radius}px;
  background: ${color.panel};
  color: ${color.text};
  font: inherit;
  ${focusable};
  &:focus-visible {
    border-color: ${color.accent};
  }
  &[aria-invalid='true'] {
    border-color: ${color.danger};
  }
  &:disabled,
  &[readonly] {
    background: ${color.sunken};
    color: ${color.muted};
  }
`;

export const selectStyle = css`
  ${fieldStyle};
  appearance: none;
  padding-right: 28px;
  background-image:
    linear-gradient(45deg, transparent 50%, ${color.muted} 50%),
    linear-gradient(135deg, ${color.muted} 50%, transparent 50%);
  background-position:
    calc(100% - 15px) 50%,
    calc(100% - 10px) 50%;
  background-size: 5px 5px;
  background-repeat: no-repeat;
`;

export const labelStyle = css`
  display: block;
  margin-bottom: 4px;
  font-size: 13px;
  font-weight: 600;
  color: ${color.text};
`;

export function TextField({
  label,
  ...rest
}: InputHTMLAttributes<HTMLInputElement> & { label: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} css={labelStyle}>
        {label}
      </label>
      <input id={id} css={fieldStyle} {...rest} />
    </div>
  );
}

export function SelectField({
  label,
  children,
  inline = false,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & { label: string; inline?: boolean }) {
  const id = useId();
  return (
    <div
      css={
        inline &&
        css`
          display: flex;
          align-items: center;
          gap: 6px;
          label {
            margin: 0;
          }
          select {
            width: auto;
          }
        `
      }
    >
      <label htmlFor={id} css={labelStyle}>
        {label}
      </label>
      <select id={id} css={selectStyle} {...rest}>
        {children}
      </select>
    </div>
  );
}

/** Tabs as WAI-ARIA describes them: arrows move between tabs, Tab goes into the panel. */
export function Tabs<T extends string>({
  label,
  tabs,
  current,
  onChange,
  idBase,
}: {
  label: string;
  tabs: readonly { id: T; label: ReactNode }[];
  current: T;
  onChange: (id: T) => void;
  idBase: string;
}) {
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((t) => t.id === current);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = tabs[(at + step + tabs.length) % tabs.length]!;
    onChange(next.id);
    document.getElementById(`${idBase}-tab-${next.id}`)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKey}
      css={css`
        display: flex;
        gap: 2px;
        border-bottom: 1px solid ${color.line};
      `}
    >
      {tabs.map((tab) => {
        const selected = tab.id === current;
        return (
          <button
            key={tab.id}
            id={`${idBase}-tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={`${idBase}-panel`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.id)}
            css={css`
              padding: 8px 14px;
              border: 0;
              border-bottom: 2px solid ${selected ? color.accent : 'transparent'};
              margin-bottom: -1px;
              background: none;
              color: ${selected ? color.accent : color.muted};
              font: inherit;
              font-weight: 600;
              cursor: pointer;
              ${focusable};
              &:hover {
                color: ${color.text};
              }
            `}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

const badgeTones: Record<string, [string, string]> = {
  draft: [color.sunken, color.muted],
  submitted: [color.warnSoft, color.warn],
  published: [color.okSoft, color.ok],
  retired: ['#eef0f3', '#6b7480'],
  new: [color.accentSoft, color.accent],
  editor: [color.accentSoft, color.accent],
  publisher: [color.okSoft, color.ok],
};

export function StateBadge({ state }: { state: string }) {
  const [bg, fg] = badgeTones[state] ?? badgeTones.draft!;
  return (
    <span
      css={css`
        display: inline-block;
        padding: 1px 8px;
        border-radius: 999px;
        background: ${bg};
        color: ${fg};
        font-size: 12px;
        font-weight: 600;
        line-height: 18px;
        white-space: nowrap;
      `}
    >
      {state}
    </span>
  );
}

export type NoticeTone = 'info' | 'error' | 'ok' | 'warn';
const noticeTones: Record<NoticeTone, [string, string, string]> = {
  info: [color.accentSoft, '#b9c8f2', color.text],
  error: [color.dangerSoft, color.dangerLine, color.danger],
  ok: [color.okSoft, color.okLine, color.ok],
  warn: [color.warnSoft, color.warnLine, color.warn],
};

export function Notice({
  tone = 'info',
  children,
  role,
}: {
  tone?: NoticeTone;
  children: ReactNode;
  role?: 'alert' | 'status';
}) {
  const [bg, line, fg] = noticeTones[tone];
  return (
    <div
      role={role}
      css={css`
        padding: 10px 12px;
        border: 1px solid ${line};
        border-radius: ${radius}px;
        background: ${bg};
        color: ${fg};
        font-weight: 500;
      `}
    >
      {children}
    </div>
  );
}
