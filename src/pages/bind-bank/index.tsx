// Bank account binding (/bindBank, SPEC §2 "Bank account screen", §4 "Bank form"): tells the
// native app the bank flow started, loads the server's form items (card-init) and the
// operations-staff layout, and saves with bind-card-new, or bind-card-change when opened
// from the loan detail. Bridge failures on this screen are ignored, as the spec says.
import { useEffect, useMemo, useRef } from 'react';
import { PageFrame } from '../../../renderers/ui/PageFrame';
import { showToast } from '../../../renderers/ui/toast-store';
import { bindCardChange, bindCardNew, cardInit } from '../../api/bank-endpoints';
import { useApi } from '../../api/use-api';
import { useSubmit } from '../../api/use-submit';
import { useSessionNavigate } from '../../app/navigation';
import { callBridge } from '../../bridge';
import { t } from '../../i18n';
import { pathOf } from '../../routes';
import { PendingPage } from '../shared/PendingPage';
import { BankForm } from './BankForm';
import { useBankLayout } from './layout';

export const LOAN_DETAIL_SOURCE = 'loanDetail';

function readQuery(search: string): { productId: string; fromLoanDetail: boolean } {
  const query = new URLSearchParams(search);
  return {
    productId: query.get('product_id') ?? query.get('productId') ?? '',
    fromLoanDetail: query.get('source') === LOAN_DETAIL_SOURCE,
  };
}

export default function BindBankPage() {
  const { productId, fromLoanDetail } = useMemo(() => readQuery(window.location.search), []);
  const started = useRef(false);
  useEffect(() => {
    // Once per visit, even when development mode runs effects twice.
    if (started.current) return;
    started.current = true;
    callBridge('startBank');
  }, []);

  const payload = useMemo(() => ({ product_id: productId }), [productId]);
  const { state, retry } = useApi(cardInit, payload);
  const layout = useBankLayout();
  const { submit, pending } = useSubmit(fromLoanDetail ? bindCardChange : bindCardNew);
  const navigate = useSessionNavigate();

  const save = async (values: Record<string, string>) => {
    const result = await submit(values);
    if (!result) return;
    if (!result.ok) {
      // A rejection's message is already on screen (the transport shows it); typed values stay.
      if (result.failure.kind !== 'rejected' && result.failure.kind !== 'aborted') {
        showToast(result.failure.message);
      }
      return;
    }
    if (fromLoanDetail) {
      navigate(pathOf('order'), { source: LOAN_DETAIL_SOURCE });
      return;
    }
    callBridge('endBank');
    callBridge('closeWebView');
  };

  const title = t('bank.title');
  if (state.status !== 'ok' || layout.status === 'loading') {
    return (
      <PendingPage
        title={title}
        screenId="bind-bank"
        failure={state.status === 'error' ? state.failure : undefined}
        retry={retry}
      />
    );
  }
  return (
    <PageFrame title={title} screenId="bind-bank">
      <BankForm
        items={state.answer.data.items}
        layout={layout.layout}
        productId={productId}
        saving={pending}
        onSave={(values) => void save(values)}
      />
    </PageFrame>
  );
}
