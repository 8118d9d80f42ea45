// Order details (/loanDetail and /order, SPEC §2, §4, contract loan.md): the order's status,
// product and details, the buttons its status gives, the recommended products where the
// status shows them, the playeduL redirect and the pop-ups (Withdraw Now, bank card, kind
// tips, rating), one at a time. The layout is schemas/v1/screens/order-details.json.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import brand from '../../../schemas/v1/config/brand.default.json';
import { AppScreenView } from '../../app/AppScreenView';
import { showToast } from '../../../renderers/ui/toast-store';
import {
  BORROW_AGAIN_EVENT,
  eventSave,
  GOOGLE_SCORE,
  googleScore,
  loanDetails,
} from '../../api/order-endpoints';
import { toastQuietFailure } from '../../api/transport';
import { bridgeOrSay as bridge } from '../../app/bridge-call';
import { useApi } from '../../api/use-api';
import { useSubmit } from '../../api/use-submit';
import { useLeaving } from '../../app/leaving';
import { useSessionNavigate } from '../../app/navigation';
import { PlaceholderPage } from '../../app/PlaceholderPage';
import { useLocation } from '../../app/router';
import { useFollowLink } from '../../app/server-links';
import { useAppActions } from '../../app/use-app-actions';
import type { OrderDetailsEvent } from '../../generated/screens/order-details';
import type { OrderDetail } from '../../generated/types';
import { t } from '../../i18n';
import { pathOf } from '../../routes';
import { ScreenPage } from '../shared/ScreenPage';
import { bankTipSet, setBankTip } from './bank-tip';
import { orderPayload, readOrderQuery, type OrderQuery } from '../../lib/order-query';
import {
  COUNTED_ONLY,
  detailRows,
  enabledProduct,
  marketShown,
  popupsAtLoad,
  redirectOf,
  STORE_RATING_FROM,
  telephoneOf,
  isDialable,
  type Popup,
} from './rules';
import { orderScreen } from './screen';
import { orderDetailsRegistry } from '../../generated/registries/order-details';

/** contract: Go and bind the card opens the bind-bank page with this source. */
const BIND_SOURCE = 'loanDetail';

export default function OrderDetailsPage() {
  const { search } = useLocation();
  const query = useMemo(() => readOrderQuery(new URLSearchParams(search)), [search]);
  if (!query) {
    return (
      <PlaceholderPage title={t('order.title')} body={t('order.noOrder')} testId="no-order" alert />
    );
  }
  return <OrderLoader query={query} />;
}

function OrderLoader({ query }: { query: OrderQuery }) {
  const { state, retry } = useApi(loanDetails, orderPayload(query));
  const onAction = useAppActions();
  if (state.status !== 'ok') {
    return (
      <ScreenPage
        screen={orderScreen}
        registry={orderDetailsRegistry}
        state={state}
        retry={retry}
        onAction={onAction}
      />
    );
  }
  return <LoadedOrder query={query} order={state.answer.data} />;
}

function LoadedOrder({ query, order }: { query: OrderQuery; order: OrderDetail }) {
  const { productId, orderId } = query;
  const follow = useFollowLink();
  const navigate = useSessionNavigate();
  const redirect = useMemo(() => redirectOf(order), [order]);
  const products = useMemo(() => order.recProducts ?? [], [order]);
  const [popups, setPopups] = useState<Popup[]>(() => popupsAtLoad(order, bankTipSet(), redirect));
  const closePopup = useCallback(() => setPopups((open) => open.slice(1)), []);
  // The pop-up on screen when an answer arrives, not when its call was sent.
  const shown = useRef(popups[0]);
  useEffect(() => {
    shown.current = popups[0];
  }, [popups]);
  const score = useSubmit(googleScore);
  const event = useSubmit(eventSave);

  useEffect(() => {
    if (redirect.kind === 'go') follow(redirect.target, { replace: true });
  }, [redirect, follow]);

  const rate = useCallback(
    async (stars: number) => {
      if (!Number.isInteger(stars) || stars < 1) return showToast(t('order.chooseStars'));
      // SPEC §9: the score sent is always 5, whatever was chosen.
      // A refusal is shown here, not by the transport: only while the pop-up is still open.
      const result = await score.submit({ score: GOOGLE_SCORE }, { toastOnReject: false });
      // Closed while the call was on its way: the score counts, but the borrower who declined
      // is not sent to the store, shown the thanks or a failure.
      if (!result || shown.current !== 'rating') return;
      if (!result.ok) return toastQuietFailure(result.failure);
      if (stars >= STORE_RATING_FROM) {
        closePopup();
        bridge('goRate');
      } else {
        setPopups((open) => ['ratingResult', ...open.slice(1)]);
      }
    },
    [score, closePopup],
  );

  const toRepayment = useCallback(
    (route: 'repayment' | 'repayDelay') => {
      setBankTip();
      navigate(pathOf(route), { productId, orderId });
    },
    [navigate, productId, orderId],
  );

  // A tap that leaves the page (another page, the native product page) takes effect once: a
  // second tap before the page goes would push or open it twice.
  const leaving = useLeaving();
  const leave = useCallback(
    (go: () => void) => {
      if (leaving.current) return;
      leaving.current = true;
      go();
    },
    [leaving],
  );

  const borrowAgain = useCallback(async () => {
    if (leaving.current) return;
    const result = await event.submit({ productId, ...BORROW_AGAIN_EVENT }, COUNTED_ONLY);
    // Whatever the event's outcome, the borrower goes on to the product (contract).
    if (result) leave(() => bridge('openProductPage', { productId }));
  }, [leaving, event, productId, leave]);

  const telephone = telephoneOf(order, brand.servicePhone);
  const onEmit = useCallback(
    (e: OrderDetailsEvent) => {
      switch (e.name) {
        case 'repay':
          return leave(() => toRepayment('repayment'));
        case 'rollover':
          return leave(() => toRepayment('repayDelay'));
        case 'borrowAgain':
          return void borrowAgain();
        case 'product': {
          const product = enabledProduct(products, e.value);
          if (product) leave(() => bridge('openProductPage', { productId: product.productId }));
          return;
        }
        case 'callPhone':
          if (isDialable(telephone)) bridge('callPhone', { phone: telephone });
          return;
        case 'withdraw':
          if (redirect.kind !== 'none') leave(() => follow(redirect.target, { replace: true }));
          return;
        case 'withdrawCancel':
          bridge('goHome');
          return closePopup();
        case 'bindCard':
          return leave(() =>
            navigate(pathOf('bindBank'), { product_id: productId, orderId, source: BIND_SOURCE }),
          );
        case 'closePopup':
          return closePopup();
        case 'rate':
          return void rate(Number(e.value));
      }
    },
    [
      leave,
      toRepayment,
      borrowAgain,
      products,
      redirect,
      follow,
      closePopup,
      navigate,
      productId,
      orderId,
      rate,
      telephone,
    ],
  );
  const onAction = useAppActions({ onEmit });
  const data = useMemo(
    () => ({
      order,
      view: {
        kind: 'order',
        details: detailRows(order),
        products,
        showMarket: marketShown(order.orderStatus, products),
        telephone,
        dialable: isDialable(telephone),
        popup: popups[0] ?? '',
        rating: score.pending,
        borrowing: event.pending,
      },
    }),
    [order, products, popups, telephone, score.pending, event.pending],
  );
  return (
    <AppScreenView
      screen={orderScreen}
      registry={orderDetailsRegistry}
      data={data}
      onAction={onAction}
    />
  );
}
