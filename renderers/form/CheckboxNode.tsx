// The `checkbox` node in a form: a real checkbox bound to a boolean form value (unticked
// unless the form's initial values say true), in the field frame with its help and error. A
// checkbox bound to a local state value instead (`state`) needs no form: StateCheckbox.
import type { CheckboxNode as CheckboxNodeType } from '../generated/screen-types';
import type { NodeProps } from '../context';
import { useText } from '../hooks';
import { NodeList } from '../NodeView';
import { CheckboxRow } from '../ui/CheckboxRow';
import { describedBy, FieldShell } from './FieldShell';
import { useFormField } from './use-form-field';

export function CheckboxNode({ node, path }: NodeProps<CheckboxNodeType>) {
  const { name, field, error, id } = useFormField(
    { name: node.name ?? '', rules: node.rules },
    false,
  );
  const label = useText(node.label);
  const help = useText(node.help);
  if (!name) return null;
  const hasContent = (node.content?.length ?? 0) > 0;
  return (
    <FieldShell name={name} id={id} label="" help={help} error={error}>
      <CheckboxRow
        id={id}
        name={name}
        checked={field.value === true}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        label={label}
        content={hasContent && <NodeList nodes={node.content} path={`${path}/content`} />}
        invalid={Boolean(error)}
        describedBy={describedBy(id, { help, error })}
      />
    </FieldShell>
  );
}
