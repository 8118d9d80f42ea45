// Fields are uncontrolled (renderers/form/use-form-field.ts): the DOM holds what is typed, so
// a keystroke re-renders no field, not even the one typed in; a field re-renders when its own
// error changes or (a pick list, a checkbox) its own value; its rules are built once and keep
// their identity while the screen's data changes, their messages following the latest data.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import type { NodeComponent, NodeProps } from '../../../renderers/context';
import type { Checks } from '../../../renderers/form/rules';
import { useChecks } from '../../../renderers/form/use-form-field';
import { useText, useTextContext } from '../../../renderers/hooks';
import { CheckboxNode } from '../../../renderers/form/CheckboxNode';
import { InputNode } from '../../../renderers/form/InputNode';
import { SelectNode } from '../../../renderers/form/SelectNode';
import { TextareaNode } from '../../../renderers/form/TextareaNode';
import { allNodes } from '../../../renderers/generated/all-nodes';
import { createRegistry } from '../../../renderers/registry';
import { ScreenView } from '../../../renderers/ScreenView';
import type { InputRules, Screen } from '../../../src/generated/types';
import { rendererServices } from '../../../src/app/renderer-services';
import { renderScreen, t } from '../render-screen';
import { formReady, send, sendButton } from './render-form';

type Renders = Record<string, number>;

/** The node type's component, its renders counted under the node's name. */
function counted(Component: NodeComponent, renders: Renders) {
  return function Counted(props: NodeProps<{ name?: unknown }>) {
    return (
      <Profiler
        id={typeof props.node.name === 'string' ? props.node.name : 'a list item'}
        onRender={(id) => {
          renders[id] = (renders[id] ?? 0) + 1;
        }}
      >
        <Component {...props} />
      </Profiler>
    );
  };
}

function renderCounted(children: unknown[], data: unknown = {}) {
  const renders: Renders = {};
  const registry = createRegistry(allNodes, {
    input: counted(InputNode, renders),
    select: counted(SelectNode, renders),
    checkbox: counted(CheckboxNode, renders),
    textarea: counted(TextareaNode, renders),
  });
  const view = renderScreen([{ type: 'form', children: [...children, sendButton] }], data, {
    registry,
  });
  let before: Renders = {};
  return {
    ...view,
    /** Starts counting anew. */
    mark: () => {
      before = { ...renders };
    },
    /** The fields rendered since the mark. */
    rendered: () => Object.keys(renders).filter((id) => renders[id] !== before[id]),
    renders,
    emits: () => view.actions.filter((a) => a.type === 'emit'),
  };
}

const input = (name: string, label: string, extra: object = {}) => ({
  type: 'input',
  name,
  label,
  ...extra,
});

const required = (message: string) => ({ rules: { required: { message } } });

describe('uncontrolled fields: renders', () => {
  it('a field renders once as the form mounts, not when it joins the engine nor for the form’s state', async () => {
    const user = userEvent.setup();
    const fields = Array.from({ length: 10 }, (_, i) => input(`m${i}`, `Title m${i}`));
    const view = renderCounted([
      ...fields,
      { type: 'select', name: 'pick', label: 'Pick', options: '/options' },
    ]);
    expect(Object.keys(view.renders)).toHaveLength(11);
    expect(Object.values(view.renders).every((count) => count === 1)).toBe(true);
    await formReady();
    expect(Object.values(view.renders).every((count) => count === 1)).toBe(true);
    // A submit changes the form's state (submitted, submit count): no field hears of it.
    view.mark();
    await user.click(send());
    await waitFor(() => expect(view.emits()).toHaveLength(1));
    expect(view.rendered()).toEqual([]);
  });

  it('typing re-renders no field, the one typed in included', async () => {
    const user = userEvent.setup();
    const fields = Array.from({ length: 20 }, (_, i) => ({ name: `c${i}`, label: `Title c${i}` }));
    const view = renderCounted(
      [
        {
          type: 'list',
          items: '/fields',
          template: [{ type: 'input', name: { bind: '@/name' }, label: { bind: '@/label' } }],
        },
        input('phone', 'Phone', { format: 'phone' }),
        {
          type: 'select',
          name: 'bank',
          label: 'Bank',
          options: '/banks',
        },
        { type: 'checkbox', name: 'agree', label: 'I agree' },
        { type: 'textarea', name: 'note', label: 'Note', maxLength: 50, counter: true },
      ],
      { fields, banks: [{ label: 'BDO', value: 'BDO' }] },
    );
    // The list's inputs are counted together; the others under their names.
    expect(Object.keys(view.renders).sort()).toEqual(
      ['a list item', 'agree', 'bank', 'note', 'phone'].sort(),
    );
    await formReady();
    view.mark();
    const box = screen.getByLabelText('Title c3') as HTMLInputElement;
    await user.type(box, '123');
    await user.type(screen.getByLabelText('Phone'), '09171234567');
    expect(box.value).toBe('123');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('091 7123 4567');
    expect(view.rendered()).toEqual([]);
    await user.click(send());
    expect(view.emits()[0]?.values).toMatchObject({ c3: '123', phone: '09171234567' });
  });

  it('a field re-renders when its own error comes or goes, not while it stays', async () => {
    const user = userEvent.setup();
    const view = renderCounted([
      input('first', 'First', required('Enter your first name')),
      input('last', 'Last', required('Enter your last name')),
      input('city', 'City'),
    ]);
    await formReady();
    await user.click(send());
    expect((await screen.findAllByRole('alert')).map((a) => a.textContent)).toEqual([
      'Enter your first name',
      'Enter your last name',
    ]);
    view.mark();
    // Its error goes with the first letter: that field re-renders, once.
    await user.type(screen.getByLabelText('First'), 'A');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Enter your last name',
    ]);
    expect(view.rendered()).toEqual(['first']);
    view.mark();
    // Valid it stays: more letters re-render nothing.
    await user.type(screen.getByLabelText('First'), 'na');
    await user.type(screen.getByLabelText('City'), 'Cebu');
    expect(view.rendered()).toEqual([]);
    // Emptied, its error is back: that field alone again.
    await user.clear(screen.getByLabelText('First'));
    expect(view.rendered()).toEqual(['first']);
    expect(screen.getAllByRole('alert')).toHaveLength(2);
  });

  it('a pick or a tick re-renders its own field only', async () => {
    const user = userEvent.setup();
    const view = renderCounted(
      [
        input('name', 'Name'),
        { type: 'select', name: 'bank', label: 'Bank', options: '/banks' },
        { type: 'checkbox', name: 'agree', label: 'I agree' },
      ],
      { banks: [{ label: 'BDO Unibank', value: 'BDO' }] },
    );
    await formReady();
    view.mark();
    await user.click(screen.getByLabelText('I agree'));
    expect(view.rendered()).toEqual(['agree']);
    view.mark();
    await user.click(screen.getByRole('button', { name: /^Bank/ }));
    const sheet = screen.getByRole('dialog', { name: 'Bank' });
    await user.click(within(sheet).getByRole('radio', { name: 'BDO Unibank' }));
    await user.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    expect(view.rendered()).toEqual(['bank']);
    await user.click(send());
    expect(view.emits()[0]?.values).toEqual({ name: '', bank: 'BDO', agree: true });
  });
});

describe('uncontrolled fields: rules', () => {
  const rules: InputRules = {
    required: { message: { bind: '/message' } },
    minLength: { value: 3, message: 'short' },
  };

  /**
   * A node that records the checks its field would get, render after render. It reads
   * `/other`, so a change of the data renders it again (as a field whose label is bound).
   */
  function probe(seen: Checks[]) {
    return function Probe({ node }: NodeProps<{ rules: InputRules }>) {
      useText({ bind: '/other' });
      seen.push(useChecks(node.rules, undefined, useTextContext()));
      return null;
    };
  }

  it('keep their identity when the data changes; a message follows the latest data', () => {
    const seen: Checks[] = [];
    const screenOf = {
      type: 'screen',
      version: '1.1',
      id: 'test',
      title: 'T',
      body: [{ type: 'probe', rules }],
    } as unknown as Screen;
    const registry = createRegistry({ probe: probe(seen) });
    const view = (data: unknown) => (
      <ScreenView
        services={rendererServices}
        screen={screenOf}
        data={data}
        t={t}
        onAction={() => {}}
        registry={registry}
      />
    );
    const { rerender } = render(view({ message: 'Enter it', other: 1 }));
    rerender(view({ message: 'Please enter it', other: 2 }));
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.every((checks) => checks === seen[0])).toBe(true);
    expect(seen[0]?.required?.('')).toBe('Please enter it');
    expect(seen[0]?.minLength?.('ab')).toBe('short');
  });

  it('a message bound to data shows what the data says when the check fails', async () => {
    const user = userEvent.setup();
    const onAction = () => {};
    const screenOf = {
      type: 'screen',
      version: '1.1',
      id: 'test',
      title: 'T',
      body: [{ type: 'form', children: [input('name', 'Name', { rules }), sendButton] }],
    } as unknown as Screen;
    const registry = createRegistry(allNodes);
    const view = (data: unknown) => (
      <ScreenView
        services={rendererServices}
        screen={screenOf}
        data={data}
        t={t}
        onAction={onAction}
        registry={registry}
      />
    );
    const { rerender } = render(view({ message: 'Old message' }));
    rerender(view({ message: 'New message' }));
    await user.click(send());
    expect((await screen.findByRole('alert')).textContent).toBe('New message');
  });
});
