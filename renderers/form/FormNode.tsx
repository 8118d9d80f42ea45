// The `form` node: owns the store of the inputs inside it. Its initial values are read once,
// at mount, from `values` (later data never resets what was typed); hidden inputs keep their
// values. Through the FormBridge the nodes inside read values (conditions on '/form/…') and
// submit: the rules are checked, the first invalid field in page order is focused, and only
// when all pass does the controller get {type: 'emit', name, values}.
//
// The store is react-hook-form (FormEngine.tsx), whose code loads once the form is on
// screen: a form's fields need no form library to be shown, so the page's first render does
// not wait for it. Until it arrives the fields hand what is done to a buffer (form-fields.ts)
// that passes it on, and a submit waits for it; the fields join it without rendering again.
// The leave question (`confirmLeave`, LeaveGuard.tsx) comes with it.
import { css } from '@emotion/react';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import type { FormNode as FormNodeType } from '../generated/screen-types';
import { afterContentPaint } from '../after-paint';
import { useRenderer, type NodeProps } from '../context';
import { FormBridgeContext, type FormBridge } from '../form-bridge';
import { NodeList } from '../NodeView';
import { useFlag, useText } from '../hooks';
import { useReader } from '../scope';
import { theme } from '../theme';
import { showToast } from '../ui/toast-store';
import { forgetDraft, readDraft, useDraftWriter } from './form-draft';
import {
  FormFieldsContext,
  joinableFields,
  VALUE_CHANGES,
  type FormEngineApi,
  type FormFields,
} from './form-fields';
import type { FormEngineProps } from './FormEngine';
import type { LeaveGuardProps } from './LeaveGuard';
import { inTime } from '../in-time';
import { toFormValues } from './values';

/** The code that arrives after the form's first paint: the engine, and the leave question. */
interface EngineCode {
  Engine: ComponentType<FormEngineProps>;
  LeaveGuard: ComponentType<LeaveGuardProps>;
}
let engineCode: Promise<EngineCode> | undefined;
/** The engine's code: asked for once, and again after it failed to arrive (in time). */
function loadEngine(): Promise<EngineCode> {
  engineCode ??= inTime(import('./FormEngine')).then(
    (m) => ({ Engine: m.default, LeaveGuard: m.LeaveGuard }),
    (error: unknown) => {
      engineCode = undefined;
      throw error;
    },
  );
  return engineCode;
}

/** The bridge's useValues: the named values, re-rendering the caller when one changes. */
function useNamedValues(
  fields: FormFields,
  names: readonly string[],
): Readonly<Record<string, unknown>> {
  const last = useRef<Readonly<Record<string, unknown>>>({});
  const listen = useCallback(
    (notify: () => void) =>
      names.length === 0
        ? () => {}
        : fields.subscribe({ name: [...names], formState: VALUE_CHANGES, callback: notify }),
    [fields, names],
  );
  const snapshot = () => {
    const held = last.current;
    const same =
      names.length === Object.keys(held).length &&
      names.every((name) => name in held && Object.is(held[name], fields.getValues(name)));
    if (same) return held;
    last.current = Object.fromEntries(names.map((name) => [name, fields.getValues(name)]));
    return last.current;
  };
  return useSyncExternalStore(listen, snapshot);
}

/** The first field with an error in page order (fields mount in any order). */
function firstInvalid(
  form: HTMLFormElement | null,
  invalid: readonly string[],
): string | undefined {
  const fields = form ? Array.from(form.querySelectorAll<HTMLElement>('[data-field]')) : [];
  const inOrder = fields.map((el) => el.dataset.field ?? '').find((n) => invalid.includes(n));
  return inOrder ?? invalid[0];
}

const formStyle = css({ display: 'flex', flexDirection: 'column', gap: theme.gap });
/** A fieldset that only disables: no box of its own, so the form lays out as without it. */
const lockable = css({ display: 'contents', border: 0, margin: 0, padding: 0, minWidth: 0 });

export function FormNode({ node, path }: NodeProps<FormNodeType>) {
  const { onAction, services, t } = useRenderer();
  const read = useReader();
  const draftKey = useText(node.draft?.key);
  const done = useFlag(node.doneWhen);
  const locked = useFlag(node.lockedWhen);
  // A draft left by a reload wins over the data's values: it is what the borrower typed last.
  const [defaultValues] = useState(() => ({
    ...toFormValues(node.values === undefined ? undefined : read(node.values)),
    ...readDraft(services.drafts, draftKey),
  }));
  const [{ fields, before }] = useState(() => joinableFields(defaultValues));
  const [code, setEngineCode] = useState<EngineCode | null>(null);
  const fetchEngine = useCallback(() => loadEngine().then((code) => setEngineCode(() => code)), []);
  // Asked for once the page's content is on screen (on a slow network its download must not
  // compete with the page's own code and answers); a failure here is tried again on submit.
  useEffect(
    () =>
      void afterContentPaint()
        .then(fetchEngine)
        .catch(() => undefined),
    [fetchEngine],
  );
  const [ready, setReady] = useState(false);
  useDraftWriter(fields, draftKey, done, services.drafts);
  const formRef = useRef<HTMLFormElement>(null);
  const submitWith = useCallback(
    (ready: FormEngineApi, event: string) =>
      ready.submit(
        (values) => onAction({ type: 'emit', name: event, values: toFormValues(values) }),
        (invalid) => {
          const first = firstInvalid(formRef.current, invalid);
          if (first) ready.setFocus(first);
        },
      ),
    [onAction],
  );
  // A submit before the engine arrives waits for it, and for the fields to join it; its
  // button shows busy meanwhile (useWaiting).
  const [waiting] = useState(createPending);
  const [holding] = useState(createHolding);
  const submitFailures = useRef(0);
  const onReady = useCallback(
    (engine: FormEngineApi) => {
      setReady(true);
      const event = waiting.get();
      if (event !== null) submitWith(engine, event);
      waiting.set(null);
    },
    [submitWith, waiting],
  );
  // The same element while the layout is: the form's own renders stop here.
  const children = useMemo(
    () => <NodeList nodes={node.children} path={`${path}/children`} />,
    [node.children, path],
  );
  const bridge = useMemo<FormBridge>(
    () => ({
      useValues: function useValues(names) {
        return useNamedValues(fields, names);
      },
      values: fields.allValues,
      submit: (event) => {
        // Read at the tap: the engine's arrival renders no node that holds the bridge.
        if (before.engine) submitWith(before.engine, event);
        else {
          waiting.set(event);
          // Its code may not have arrived (a flaky network): ask again (at once when it is
          // here), and say so if it still cannot come. Failed on a second submit, the file may
          // be gone (a new release replaced it): a reload brings the page that names the new
          // files, as a lazy node's second Try again does; the draft comes back.
          fetchEngine().catch(() => {
            waiting.set(null);
            if (submitFailures.current > 0) return window.location.reload();
            submitFailures.current += 1;
            showToast(t('error.network'));
          });
        }
      },
      useWaiting: function useWaiting() {
        return useSyncExternalStore(waiting.subscribe, waiting.get, waiting.get) !== null;
      },
      hold: holding.set,
    }),
    [fields, before, submitWith, fetchEngine, t, waiting, holding],
  );
  const onLeave = useCallback(() => forgetDraft(services.drafts, draftKey), [services, draftKey]);
  return (
    <FormFieldsContext value={fields}>
      <FormBridgeContext value={bridge}>
        <form
          ref={formRef}
          noValidate
          data-node-id={node.id}
          // For tests and support: the engine has arrived and the fields have joined it.
          data-ready={ready ? '' : undefined}
          // Enter and taps reach the submit button's action; the native submit does nothing.
          onSubmit={(e) => e.preventDefault()}
          css={formStyle}
        >
          {node.lockedWhen ? (
            // A disabled fieldset turns off every control in it, the browser's own way.
            <fieldset disabled={locked} css={lockable}>
              {children}
            </fieldset>
          ) : (
            children
          )}
        </form>
        {code && <code.Engine defaultValues={defaultValues} before={before} onReady={onReady} />}
        {/* With the engine: the question guards what is filled in, and a draft outlives a
            Back taken before it arrives. */}
        {code && node.confirmLeave && (
          <code.LeaveGuard
            fields={fields}
            holding={holding}
            spec={node.confirmLeave}
            done={done}
            leaving={services.leaving}
            onLeave={onLeave}
          />
        )}
      </FormBridgeContext>
    </FormFieldsContext>
  );
}

/**
 * The event of a submit waiting for the engine, or null: read at the engine's arrival, and
 * subscribed to (useSyncExternalStore) by the button that sent it, without the form rendering.
 */
function createPending() {
  let event: string | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => event,
    set(next: string | null) {
      if (next === event) return;
      event = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The names of the fields that hold something no value shows (see FormBridge.hold). */
function createHolding() {
  const names = new Set<string>();
  const listeners = new Set<() => void>();
  return {
    any: () => names.size > 0,
    set(name: string, holding: boolean) {
      if (holding === names.has(name)) return;
      if (holding) names.add(name);
      else names.delete(name);
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type Holding = ReturnType<typeof createHolding>;
