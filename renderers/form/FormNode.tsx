// The `form` node: owns a react-hook-form store for the inputs inside it. Its initial values
// are read once, at mount, from `values` (later data never resets what was typed); hidden
// inputs keep their values. Through the FormBridge the nodes inside read values (conditions
// on '/form/…') and submit: the rules are checked, the first invalid field in page order is
// focused, and only when all pass does the controller get {type: 'emit', name, values}.
import { css } from '@emotion/react';
import { useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import type { FormNode as FormNodeType } from '../generated/screen-types';
import type { FormValues } from '../actions';
import { useRenderer, type NodeProps } from '../context';
import { FormBridgeContext, type FormBridge } from '../form-bridge';
import { NodeList } from '../NodeView';
import { useCondition, useText } from '../hooks';
import { useReader } from '../scope';
import { theme } from '../theme';
import { forgetDraft, readDraft, useDraftWriter } from './form-draft';
import { FormFieldsContext, type FormFields } from './form-fields';
import { LeaveGuard } from './LeaveGuard';
import { toFormValues } from './values';

/** The bridge's useValues: the named values, re-rendering the caller when one changes. */
function useWatchedValues(
  control: Control<FormValues>,
  names: readonly string[],
): Readonly<Record<string, unknown>> {
  const watched: unknown = useWatch<FormValues>({
    control,
    name: names as string[],
    disabled: names.length === 0,
  });
  return useMemo(() => {
    const list = Array.isArray(watched) ? watched : [];
    const out: Record<string, unknown> = {};
    names.forEach((name, i) => {
      out[name] = list[i];
    });
    return out;
  }, [names, watched]);
}

/** The first field with an error in page order (fields mount in any order). */
function firstInvalid(form: HTMLFormElement | null, errors: FieldErrors): string | undefined {
  const invalid = Object.keys(errors);
  const fields = form ? Array.from(form.querySelectorAll<HTMLElement>('[data-field]')) : [];
  const inOrder = fields.map((el) => el.dataset.field ?? '').find((n) => invalid.includes(n));
  return inOrder ?? invalid[0];
}

const formStyle = css({ display: 'flex', flexDirection: 'column', gap: theme.gap });

export function FormNode({ node, path }: NodeProps<FormNodeType>) {
  const { onAction, services } = useRenderer();
  const read = useReader();
  const draftKey = useText(node.draft?.key);
  const done = useCondition(node.doneWhen);
  // A draft left by a reload wins over the data's values: it is what the borrower typed last.
  const [defaultValues] = useState(() => ({
    ...toFormValues(node.values === undefined ? undefined : read(node.values)),
    ...readDraft(services.drafts, draftKey),
  }));
  const form = useForm<FormValues>({
    defaultValues,
    shouldUnregister: false,
    // Focus goes to the first invalid field in page order, not in registration order.
    shouldFocusError: false,
  });
  useDraftWriter(form, draftKey, node.doneWhen !== undefined && done, services.drafts);
  const formRef = useRef<HTMLFormElement>(null);
  const { handleSubmit, setFocus, register, subscribe, getFieldState, getValues, control } = form;
  const fields = useMemo<FormFields>(
    () => ({ register, subscribe, getFieldState, getValues }),
    [register, subscribe, getFieldState, getValues],
  );
  // The same element while the layout is: the form's own renders (ready, submitted) stop here.
  const children = useMemo(
    () => <NodeList nodes={node.children} path={`${path}/children`} />,
    [node.children, path],
  );
  const bridge = useMemo<FormBridge>(
    () => ({
      useValues: function useValues(names) {
        return useWatchedValues(control, names);
      },
      submit: (event) => {
        void handleSubmit(
          (values) => onAction({ type: 'emit', name: event, values: toFormValues(values) }),
          (errors) => {
            const first = firstInvalid(formRef.current, errors);
            if (first) setFocus(first);
          },
        )();
      },
    }),
    [handleSubmit, setFocus, onAction, control],
  );
  return (
    <FormFieldsContext value={fields}>
      <FormBridgeContext value={bridge}>
        <form
          ref={formRef}
          noValidate
          data-node-id={node.id}
          // Enter and taps reach the submit button's action; the native submit does nothing.
          onSubmit={(e) => e.preventDefault()}
          css={formStyle}
        >
          {children}
        </form>
        {node.confirmLeave && (
          <LeaveGuard
            control={control}
            spec={node.confirmLeave}
            done={node.doneWhen !== undefined && done}
            onLeave={() => forgetDraft(services.drafts, draftKey)}
          />
        )}
      </FormBridgeContext>
    </FormFieldsContext>
  );
}
