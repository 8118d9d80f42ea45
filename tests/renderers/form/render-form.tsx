// Test helper: a screen whose body is one form of the given nodes and a "Send" submit button,
// rendered with the form nodes registered; `emits()` lists the emitted events.
import { screen } from '@testing-library/react';
import type { Uploader } from '../../../renderers/context';
import { formNodes } from '../../../renderers/form';
import { imagePickerNodes } from '../../../renderers/form/image-picker';
import { createRegistry } from '../../../renderers/registry';
import { renderScreen } from '../render-screen';

export const registry = createRegistry(formNodes, imagePickerNodes);

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
