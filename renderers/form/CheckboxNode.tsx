// The `checkbox` node: a real checkbox bound to a boolean form value (unticked unless the
// form's initial values say true). Its label is `label` (a <label>, tapping it ticks) and the
// `content` nodes beside it, outside the label, so a link in them opens without ticking.
import type { CheckboxNode as CheckboxNodeType } from '../../src/generated/types';
import type { NodeProps } from '../context';
import { useText } from '../hooks';
import { NodeList } from '../NodeView';
import { theme } from '../theme';
import { describedBy, FieldShell, fieldIds } from './FieldShell';
import { useFormField } from './use-form-field';

export function CheckboxNode({ node, path }: NodeProps<CheckboxNodeType>) {
  const { name, field, error, id } = useFormField(node, false);
  const label = useText(node.label);
  const help = useText(node.help);
  if (!name) return null;
  const ids = fieldIds(id);
  const contentId = `${id}-content`;
  const hasContent = (node.content?.length ?? 0) > 0;
  // The content is part of the name ("I agree to" + "the loan terms" link).
  const labelledBy = hasContent
    ? [label ? ids.label : '', contentId].filter(Boolean).join(' ')
    : undefined;
  return (
    <FieldShell name={name} id={id} label="" help={help} error={error}>
      <div css={{ display: 'flex', alignItems: 'flex-start', gap: 10 }}>
        <input
          id={ids.input}
          ref={field.ref}
          name={name}
          type="checkbox"
          checked={field.value === true}
          onChange={(e) => field.onChange(e.target.checked)}
          onBlur={field.onBlur}
          aria-labelledby={labelledBy}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { help, error })}
          css={{
            flex: 'none',
            width: 22,
            height: 22,
            margin: '1px 0 0',
            accentColor: theme.brand,
            cursor: 'pointer',
          }}
        />
        <div
          css={{
            flex: 1,
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'baseline',
            gap: '0 4px',
            fontSize: 14,
            lineHeight: 1.5,
          }}
        >
          {label && (
            <label id={ids.label} htmlFor={ids.input} css={{ cursor: 'pointer' }}>
              {label}
            </label>
          )}
          {hasContent && (
            <div id={contentId} css={{ display: 'flex', flexWrap: 'wrap', gap: '0 4px' }}>
              <NodeList nodes={node.content} path={`${path}/content`} />
            </div>
          )}
        </div>
      </div>
    </FieldShell>
  );
}
