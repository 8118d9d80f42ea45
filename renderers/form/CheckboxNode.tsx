// The `checkbox` node in a form: a real checkbox bound to a boolean form value (unticked
// unless the form's initial values say true), in the field frame with its help and error. A
// checkbox bound to a local state value instead (`state`) needs no form: StateCheckbox.
// The box shows the form's value, read through its own subscription (useFieldValue): a tick
// re-renders this box only. CheckboxRow is shared with StateCheckbox, so the box stays
// controlled rather than holding its state in the DOM; a tick is no keystroke.
import type { CheckboxNode as CheckboxNodeType } from '../generated/screen-types';
import type { NodeProps } from '../context';
import { NodeList } from '../NodeView';
import { CheckboxRow } from '../ui/CheckboxRow';
import { describedBy, FieldShell } from './FieldShell';
import { useFieldValue, useFormField } from './use-form-field';

export function CheckboxNode({ node, path }: NodeProps<CheckboxNodeType>) {
  const { name, error, id, ref, change, blur, text } = useFormField(
    { name: node.name ?? '', rules: node.rules },
    false,
  );
  const checked = useFieldValue(name, false) === true;
  const label = text(node.label);
  const help = text(node.help);
  if (!name) return null;
  const hasContent = (node.content?.length ?? 0) > 0;
  return (
    <FieldShell name={name} id={id} label="" help={help} error={error}>
      <CheckboxRow
        id={id}
        name={name}
        checked={checked}
        onChange={change}
        onBlur={blur}
        inputRef={ref}
        label={label}
        content={hasContent && <NodeList nodes={node.content} path={`${path}/content`} />}
        invalid={Boolean(error)}
        describedBy={describedBy(id, { help, error })}
      />
    </FieldShell>
  );
}
