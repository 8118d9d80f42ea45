// Test helper: renders nodes or a screen with a recording action sink.
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { AppAction } from '../../renderers/actions';
import type { Registry, UnknownNodeReport } from '../../renderers/context';
import { ScreenView } from '../../renderers/ScreenView';
import type { Screen } from '../../src/generated/types';
import { createTranslate } from '../../src/i18n';

export const t = createTranslate('en');

export function renderScreen(
  body: unknown[],
  data: unknown = {},
  opts: { registry?: Registry; version?: string; rupee?: boolean } = {},
) {
  const actions: AppAction[] = [];
  const unknown: UnknownNodeReport[] = [];
  const onAction = vi.fn((a: AppAction) => void actions.push(a));
  const screen = {
    type: 'screen',
    version: opts.version ?? '1.0',
    id: 'test',
    title: 'Test screen',
    body,
  } as Screen;
  const view = render(
    <ScreenView
      screen={screen}
      data={data}
      t={t}
      onAction={onAction}
      registry={opts.registry}
      rupee={opts.rupee}
      onUnknown={(r) => unknown.push(r)}
    />,
  );
  return { ...view, actions, unknown, onAction };
}
