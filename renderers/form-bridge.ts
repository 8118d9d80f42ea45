// What a form node offers the nodes inside it without them importing the form library:
// subscribing to named values (for conditions such as "Next while the box is ticked") and
// submitting. Screens without a form never load react-hook-form.
import { createContext, useContext } from 'react';

export interface FormBridge {
  /** A hook: the current values of `names`, re-rendering the caller when one changes. */
  useValues: (names: readonly string[]) => Readonly<Record<string, unknown>> | undefined;
  /** Every value the form holds now: what a tap's `if` step reads under '/form/…'. */
  values: () => Readonly<Record<string, unknown>>;
  /** Checks the rules of every input; when they pass, emits `event` with the values. */
  submit: (event: string) => void;
  /**
   * A hook: whether a submit is waiting for the form's code to arrive (a slow network), so
   * the button that sent it shows it is busy rather than seem to do nothing.
   */
  useWaiting: () => boolean;
  /**
   * A field holds what the borrower gave that no value shows yet (photos picked, still to be
   * uploaded or failed): the leave question guards it as it guards a filled-in value.
   */
  hold: (name: string, holding: boolean) => void;
}

export const FormBridgeContext = createContext<FormBridge | null>(null);

const noValues = () => undefined;

export function useFormBridge(): FormBridge | null {
  return useContext(FormBridgeContext);
}

/** The form values `names` hold, or undefined outside a form (conditions then read nothing). */
export function useFormValues(names: readonly string[]) {
  const bridge = useFormBridge();
  // A node's place inside or outside a form never changes, so the hook called is stable.
  return (bridge?.useValues ?? noValues)(names);
}

const notWaiting = () => false;

/** Whether the form around the caller holds a submit until its code arrives; false outside. */
export function useFormWaiting(): boolean {
  const bridge = useFormBridge();
  // As for values: a node is inside a form or not for good, so the hook called is stable.
  return (bridge?.useWaiting ?? notWaiting)();
}
