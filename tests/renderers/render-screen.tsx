// Test helper: renders nodes or a screen with a recording action sink.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { AppAction } from '../../renderers/actions';
import type { Registry, UnknownNodeReport, Uploader } from '../../renderers/context';
import { allNodes } from '../../renderers/generated/all-nodes';
import { ScreenView } from '../../renderers/ScreenView';
import type { Screen } from '../../src/generated/types';
import { addEnglish, createTranslate } from '../../src/i18n';
import { en } from '../../src/i18n/en';
import { rendererServices } from '../../src/app/renderer-services';

// Layouts under test use any feature's strings: all of English, as if every page had loaded.
addEnglish(en);

export const t = createTranslate('en');

export function renderScreen(
  body: unknown[],
  data: unknown = {},
  opts: {
    /** Every node type unless the test says otherwise. */
    registry?: Registry;
    version?: string;
    rupee?: boolean;
    /** The screen's declared local state and its initial values. */
    state?: Record<string, unknown>;
    custom?: Registry;
    uploaders?: Readonly<Record<string, Uploader>>;
    /** What the body shows while a node without a placeholder loads. */
    pending?: ReactNode;
  } = {},
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
    ...(opts.state ? { state: opts.state } : {}),
  } as Screen;
  const onUnknown = (r: UnknownNodeReport) => void unknown.push(r);
  const screenWith = (shown: unknown) => (
    <ScreenView
      services={rendererServices}
      screen={screen}
      data={shown}
      t={t}
      onAction={onAction}
      registry={opts.registry ?? allNodes}
      custom={opts.custom}
      rupee={opts.rupee}
      uploaders={opts.uploaders}
      pending={opts.pending}
      onUnknown={onUnknown}
    />
  );
  const view = render(screenWith(data));
  /** The page's data changes (a new answer): the same screen draws it. */
  const setData = (next: unknown) => view.rerender(screenWith(next));
  return { ...view, actions, unknown, onAction, setData };
}
