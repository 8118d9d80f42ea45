// The bank-form layout config (docs/decisions/012-bank-form-layout-config.md): served by
// GET /v3/bind-card/form-layout, checked against schemas/v1/config/bank-form-layout, and
// replaced by the shipped default when the call fails, is slow or the config is invalid,
// so a config outage never blocks binding. The fallback is logged in development only.
import { useMemo } from 'react';
import shipped from '../../../schemas/v1/config/bank-form-layout.default.json';
import { bankFormLayout } from '../../api/bank-endpoints';
import { useApi } from '../../api/use-api';
import type { BankFormLayout, LayoutText } from '../../generated/types';
import { validateBankFormLayout } from '../../generated/validators/v1/config/bank-form-layout';
import { readTolerantly, type Dropped } from '../../api/tolerant';
import type { Translate } from '../../i18n';
import { layoutPayload } from './calls';

/** Longer than the fixture `slow` delay, far shorter than the 60 s a borrower would wait. */
export const LAYOUT_TIMEOUT_MS = 5000;

/** The shipped file is checked by tests/scripts/validate-config.test.ts, not at run time. */
export const DEFAULT_LAYOUT = shipped as unknown as BankFormLayout;

export type LayoutState =
  { status: 'loading' } | { status: 'ready'; layout: BankFormLayout; fromServer: boolean };

function devWarn(message: string, detail?: unknown): void {
  if (import.meta.env.DEV)
    console.warn(`[bank-layout] ${message}; using the shipped default`, detail ?? '');
}

/**
 * The served config when it meets the schema, else the shipped default. A card type read
 * past (an unusable entry of `cardTypes`) would take its tab, and every field of it, off the
 * form: such a config is no better than none.
 */
export function pickLayout(data: unknown): { layout: BankFormLayout; fromServer: boolean } {
  const dropped: Dropped[] = [];
  const isCardType = (at: string) => /^\/cardTypes\/\d+$/.test(at);
  if (readTolerantly(validateBankFormLayout, data, dropped, isCardType)) {
    return { layout: data, fromServer: true };
  }
  const failed = dropped.at(-1);
  devWarn(`served config is invalid at "${failed?.at ?? ''}" (${failed?.keyword ?? ''})`);
  return { layout: DEFAULT_LAYOUT, fromServer: false };
}

/** The layout call: a config outage never blocks binding (no toast, the default takes over). */
const layoutCall = {
  endpoint: bankFormLayout,
  payload: layoutPayload,
  options: { timeoutMs: LAYOUT_TIMEOUT_MS, toastOnReject: false },
} as const;

export function useBankLayout(): LayoutState {
  const { state } = useApi(layoutCall.endpoint, layoutCall.payload, layoutCall.options);
  return useMemo(() => {
    if (state.status === 'loading') return state;
    if (state.status === 'ok') return { status: 'ready', ...pickLayout(state.answer.data) };
    devWarn(`config call failed (${state.failure.kind})`);
    return { status: 'ready', layout: DEFAULT_LAYOUT, fromServer: false };
  }, [state]);
}

/**
 * A layout's text: its own words, or its catalogue key's. A key the catalogue lacks (a config
 * served past the studio's checks) is no text: the key itself means nothing to a borrower.
 */
export function layoutText(text: LayoutText | undefined, t: Translate): string {
  if (!text) return '';
  // Only spaces say nothing: the caller's fallback (the shipped tab label) shows instead.
  if (typeof text.text === 'string') return text.text.trim() === '' ? '' : text.text;
  if (typeof text.key !== 'string') return '';
  const said = t(text.key);
  return said === text.key ? '' : said;
}
