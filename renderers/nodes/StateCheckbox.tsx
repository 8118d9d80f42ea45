// The `checkbox` node bound to a local state value (`state`): ticking sets it true, unticking
// false, so conditions read it as /state/<name> (a button's disabledWhen, say). No form and
// no react-hook-form: a screen with one agreement box does not download the form nodes. It
// sits in the same field frame as the form's checkbox.
import { useId } from 'react';
import type { CheckboxNode } from '../generated/screen-types';
import type { NodeProps } from '../context';
import { describedBy, FieldShell } from '../form/FieldShell';
import { useRunner, useTexts } from '../hooks';
import { NodeList } from '../NodeView';
import { useReader } from '../scope';
import { CheckboxRow } from '../ui/CheckboxRow';

export function StateCheckbox({ node, path }: NodeProps<CheckboxNode>) {
  const id = useId();
  const [label, help] = useTexts(node.label, node.help);
  const read = useReader();
  const run = useRunner();
  if (node.state === undefined) {
    throw new Error('a checkbox outside a form needs a state value (`state`)');
  }
  const state = node.state;
  const hasContent = (node.content?.length ?? 0) > 0;
  return (
    <FieldShell name={state} id={id} label="" help={help}>
      <CheckboxRow
        id={id}
        checked={read(`/state/${state}`) === true}
        onChange={(checked) => run({ type: 'set', state, value: checked })}
        label={label}
        content={hasContent && <NodeList nodes={node.content} path={`${path}/content`} />}
        describedBy={describedBy(id, { help })}
      />
    </FieldShell>
  );
}
