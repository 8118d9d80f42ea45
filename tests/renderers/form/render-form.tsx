// Test helper: a screen whose body is one form of the given nodes and a "Send" submit button,
// rendered with the form nodes registered; `emits()` lists the emitted events.
import { screen, waitFor } from '@testing-library/react';
import type { Uploader } from '../../../renderers/context';
import { ImagePickerNode } from '../../../renderers/form/ImagePickerNode';
import { allNodes } from '../../../renderers/generated/all-nodes';
import { createRegistry } from '../../../renderers/registry';
import { renderScreen } from '../render-screen';

// The picker itself, not the lazy entry pages register (LazyImagePicker, renderers/lazy-nodes.tsx,
// tested in the browser): these tests drive the picker from its first render.
export const registry = createRegistry(allNodes, {
  'image-picker': ImagePickerNode,
});

export const sendButton = {
  type: 'button',
  text: 'Send',
  action: { type: 'submit', event: 'send' },
};

export function renderForm(
  children: unknown[],
  data: unknown = {},
  opts: { values?: string; uploaders?: Readonly<Record<string, Uploader>> } = {},
) {
  const view = renderScreen(
    [{ type: 'form', id: 'f', children: [...children, sendButton], values: opts.values }],
    data,
    { registry, uploaders: opts.uploaders },
  );
  return { ...view, emits: () => view.actions.filter((a) => a.type === 'emit') };
}

export const send = () => screen.getByRole('button', { name: 'Send' });

/**
 * Until the form's engine (react-hook-form, loaded after the form is drawn) has arrived and
 * its fields have joined it; engine-arrival.test.tsx tests what happens before.
 */
export const formReady = () =>
  waitFor(() => {
    if (!document.querySelector('form[data-ready]')) throw new Error('the form engine is not here');
  });
