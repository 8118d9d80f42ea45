// The bank-form layout config (docs/decisions/012-bank-form-layout-config.md): served by
// GET /v3/bind-card/form-layout, checked against schemas/v1/config/bank-form-layout, and
// replaced by the shipped default when the call fails, is slow or the config is invalid,
// so a config outage never blocks binding. The fallback is logged in development only.
import { useEffect, useState } from 'react';
import shipped from '../../../schemas/v1/config/bank-form-layout.default.json';
import { bankFormLayout } from '../../api/bank-endpoints';
import { callApi } from '../../api/transport';
import type { BankFormLayout, LayoutText } from '../../generated/types';
import { validateBankFormLayout } from '../../generated/validators/v1/config/bank-form-layout';
import type { Translate } from '../../i18n';

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

/** The served config when it meets the schema, else the shipped default. */
export function pickLayout(data: unknown): { layout: BankFormLayout; fromServer: boolean } {
  if (validateBankFormLayout(data)) return { layout: data, fromServer: true };
  const first = validateBankFormLayout.errors?.[0];
  devWarn(`served config is invalid at "${first?.instancePath ?? ''}": ${first?.message ?? ''}`);
  return { layout: DEFAULT_LAYOUT, fromServer: false };
}

export function useBankLayout(): LayoutState {
  const [state, setState] = useState<LayoutState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    callApi(
      bankFormLayout,
      {},
      {
        signal: controller.signal,
        timeoutMs: LAYOUT_TIMEOUT_MS,
        toastOnReject: false,
      },
    )
      .catch(() => null)
      .then((result) => {
        if (controller.signal.aborted) return;
        if (result?.ok) {
          setState({ status: 'ready', ...pickLayout(result.answer.data) });
          return;
        }
        devWarn(`config call failed (${result ? result.failure.kind : 'error'})`);
        setState({ status: 'ready', layout: DEFAULT_LAYOUT, fromServer: false });
      });
    return () => controller.abort();
  }, []);
  return state;
}

export function layoutText(text: LayoutText | undefined, t: Translate): string {
  if (!text) return '';
  if (typeof text.text === 'string') return text.text;
  return typeof text.key === 'string' ? t(text.key) : '';
}
