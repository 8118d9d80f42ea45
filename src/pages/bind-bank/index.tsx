// Bank account binding (/bindBank, SPEC §2 "Bank account screen", §4 "Bank form"): tells the
// native app the bank flow started, loads the server's form items (card-init) and the
// operations-staff layout, and saves with bind-card-new, or bind-card-change when opened
// from the loan detail. The form itself is the layout schemas/v1/screens/bind-bank.json;
// this controller holds the card type and channel, which decide the fields shown. Bridge
// failures on this screen are ignored, as the spec says.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import layoutJson from '../../../schemas/v1/screens/bind-bank.json';
import { AppScreenView } from '../../app/AppScreenView';
import { bindCardChange, bindCardNew, cardInit } from '../../api/bank-endpoints';
import { toastFailure } from '../../api/transport';
import { useApi } from '../../api/use-api';
import { useSubmit } from '../../api/use-submit';
import { setFlash } from '../../app/flash';
import { useSessionNavigate } from '../../app/navigation';
import { useAppActions } from '../../app/use-app-actions';
import { callBridge } from '../../bridge';
import { showToast } from '../../../renderers/ui/toast-store';
import type { BindBankEvent } from '../../generated/screens/bind-bank';
import { bindBankRegistry } from '../../generated/registries/bind-bank';
import type { BankFormItem, BankFormLayout } from '../../generated/types';
import { addEnglish, t } from '../../i18n';
import { pathOf } from '../../routes';
import { PendingPage } from '../shared/PendingPage';
import { shippedScreen } from '../shared/ScreenPage';
import { useBankLayout } from './layout';
import {
  buildPayload,
  channelItemCode,
  initialCardType,
  initialChannel,
  initialValues,
  offeredCardTypes,
  payoutSummary,
  type PayoutSummary,
  uniqueItems,
} from './rules';
import { fieldsOf, tabsOf, visibleIndexes } from './view';
import { cardInitPayload } from './calls';
import { productIdIn } from '../../lib/order-query';
import { bankEn } from '../../i18n/en-bank';

addEnglish(bankEn);

export const LOAN_DETAIL_SOURCE = 'loanDetail';

const screen = shippedScreen(layoutJson);

interface BankQuery {
  productId: string;
  fromLoanDetail: boolean;
  /** The order the loan detail opened this page for; it goes back there. */
  orderId: string;
}

function readQuery(search: string): BankQuery {
  const query = new URLSearchParams(search);
  return {
    productId: productIdIn(query),
    fromLoanDetail: query.get('source') === LOAN_DETAIL_SOURCE,
    orderId: query.get('orderId') ?? '',
  };
}

export default function BindBankPage() {
  const query = useMemo(() => readQuery(window.location.search), []);
  const started = useRef(false);
  useEffect(() => {
    // Once per visit, even when development mode runs effects twice.
    if (started.current) return;
    started.current = true;
    callBridge('startBank');
  }, []);

  const payload = useMemo(() => cardInitPayload(query.productId), [query.productId]);
  const { state, retry } = useApi(cardInit, payload);
  const layout = useBankLayout();

  if (state.status !== 'ok' || layout.status === 'loading') {
    return (
      <PendingPage
        title={t('bank.title')}
        screenId="bind-bank"
        failure={state.status === 'error' ? state.failure : undefined}
        retry={retry}
      />
    );
  }
  return <BankForm items={state.answer.data.items} layout={layout.layout} query={query} />;
}

/** The answer's items, one per code, and the layout with the channel item the items have. */
function BankForm(props: {
  items: readonly BankFormItem[];
  layout: BankFormLayout;
  query: BankQuery;
}) {
  const items = useMemo(() => uniqueItems(props.items), [props.items]);
  const layout = useMemo(
    () => ({
      ...props.layout,
      channelItemCode: channelItemCode(items, props.layout.channelItemCode),
    }),
    [items, props.layout],
  );
  return <BankFormScreen items={items} layout={layout} query={props.query} />;
}

function BankFormScreen({
  items,
  layout,
  query: { productId, fromLoanDetail, orderId },
}: {
  items: readonly BankFormItem[];
  layout: BankFormLayout;
  query: BankQuery;
}) {
  const offered = useMemo(
    () =>
      offeredCardTypes(
        items,
        layout.cardTypes.map((c) => c.cardType),
      ),
    [items, layout],
  );
  const [cardType, setCardType] = useState(() => initialCardType(offered));
  const [channel, setChannel] = useState(() => initialChannel(items, layout.channelItemCode));
  // Hidden fields keep what was typed (the form never unregisters them): switching tabs back
  // and forth loses nothing, and buildPayload sends only the visible ones.
  const [values] = useState(() => initialValues(items, layout.channelItemCode, channel));
  const visible = useMemo(
    () => visibleIndexes(items, layout, { cardType, channel }),
    [items, layout, cardType, channel],
  );
  const fields = useMemo(() => fieldsOf(items, visible, layout, t), [items, visible, layout]);
  const tabs = useMemo(() => tabsOf(layout, offered, t), [layout, offered]);

  const { submit, pending } = useSubmit(fromLoanDetail ? bindCardChange : bindCardNew);
  // Once saved, the confirmation stays and Next sends nothing more, however often it is tapped.
  const [saved, setSaved] = useState<PayoutSummary | null>(null);
  const savedRef = useRef(false);
  const navigate = useSessionNavigate();
  const save = useCallback(
    async (formValues: Record<string, unknown>) => {
      if (savedRef.current) return;
      const result = await submit(buildPayload(items, visible, formValues, cardType, productId));
      if (!result) return;
      if (!result.ok) {
        // A rejection's message is already on screen (the transport shows it); typed values stay.
        toastFailure(result.failure);
        return;
      }
      savedRef.current = true;
      const label = tabs.find((c) => c.cardType === cardType)?.label ?? '';
      const channelCode = layout.channelItemCode;
      setSaved(payoutSummary(items, visible, formValues, { label, cardType, channelCode }));
      if (!fromLoanDetail) callBridge('endBank');
    },
    [submit, items, visible, cardType, productId, fromLoanDetail, tabs, layout],
  );
  // Done on the confirmation: back to the order, or the native app takes over. The saved form
  // is replaced, not left behind: Back must not open it again, empty and ready to send.
  const finish = useCallback(() => {
    if (fromLoanDetail) {
      setFlash('flash.bankSaved');
      // The order page loads the order by both ids.
      const ids = { ...(productId ? { productId } : {}), ...(orderId ? { orderId } : {}) };
      navigate(pathOf('order'), { source: LOAN_DETAIL_SOURCE, ...ids }, true);
      return;
    }
    // With no web view to close (a phone browser), the way on is the home page; a native
    // side that failed to close leaves the borrower a word on what to do.
    const closed = callBridge('closeWebView');
    if (closed.channel === 'shim') navigate('/', undefined, true);
    else if (!closed.ok) showToast(t('bank.saved.closeYourself'));
  }, [fromLoanDetail, productId, orderId, navigate]);

  const onEmit = useCallback(
    (event: BindBankEvent) => {
      switch (event.name) {
        case 'cardType': {
          const next = Number(event.value);
          if (offered.includes(next)) setCardType(next);
          return;
        }
        case 'channel':
          // Kept whichever tab it was picked on (a channel item for every card type): the
          // channel only shows or hides items on card type 1 (isItemVisible), and there the
          // picker and the fields then agree. Only an item shown on card type 1 is a channel
          // picker (isChannelItem): another card type's list of that code is a plain one.
          setChannel(event.value);
          return;
        case 'save':
          return void save(event.values);
        case 'done':
          return finish();
      }
    },
    [offered, save, finish],
  );
  const onAction = useAppActions({ onEmit, ignoreBridgeFailures: true });
  const data = useMemo(
    () => ({ values, tabs, cardType, fields, saving: pending, saved }),
    [values, tabs, cardType, fields, pending, saved],
  );
  return (
    <AppScreenView screen={screen} data={data} onAction={onAction} registry={bindBankRegistry} />
  );
}
