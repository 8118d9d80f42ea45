// Joint-login failure (/jointLoginFailure, SPEC §2, contract loan.md): the older variant's
// failure notice, its error and the recommended products, drawn by the order layout. An
// enabled product posts the click, then asks for its link, and follows it as the older
// variant does; one product at a time.
import { useCallback, useMemo, useRef, useState } from 'react';
import { AppScreenView } from '../../app/AppScreenView';
import { showToast } from '../../../renderers/ui/toast-store';
import { failureNotice, productClick, productLink } from '../../api/joint-login-endpoints';
import { useApi, type LoadState } from '../../api/use-api';
import { toastFailure } from '../../api/transport';
import { useSubmit } from '../../api/use-submit';
import { useLeaving } from '../../app/leaving';
import { PlaceholderPage } from '../../app/PlaceholderPage';
import { useLocation } from '../../app/router';
import { olderLinkTarget, useFollowLink } from '../../app/server-links';
import { useAppActions } from '../../app/use-app-actions';
import type { OrderDetailsEvent } from '../../generated/screens/order-details';
import type { FailureNotice, FailureNoticeResponse } from '../../generated/types';
import { t } from '../../i18n';
import { orderPayload, readOrderQuery, type OrderQuery } from '../../lib/order-query';
import {
  COUNTED_ONLY,
  enabledProduct,
  noticeHasContent,
  productsOfNotice,
} from '../order-details/rules';
import { orderScreen } from '../order-details/screen';
import { ScreenPage } from '../shared/ScreenPage';
import { orderDetailsRegistry } from '../../generated/registries/order-details';

export default function JointLoginFailurePage() {
  const { search } = useLocation();
  const query = useMemo(() => readOrderQuery(new URLSearchParams(search)), [search]);
  if (!query) {
    return (
      <PlaceholderPage title={t('order.title')} body={t('order.noOrder')} testId="no-order" alert />
    );
  }
  return <NoticeLoader query={query} />;
}

function NoticeLoader({ query }: { query: OrderQuery }) {
  const { state, retry } = useApi(failureNotice, orderPayload(query));
  const onAction = useAppActions();
  // A notice with nothing to show says so, with a retry, as an answer we could not read does.
  const usable: LoadState<FailureNoticeResponse> =
    state.status === 'ok' && !noticeHasContent(state.answer.data)
      ? { status: 'error', failure: { kind: 'invalid', message: t('error.invalid') } }
      : state;
  if (usable.status !== 'ok') {
    return (
      <ScreenPage
        screen={orderScreen}
        registry={orderDetailsRegistry}
        state={usable}
        retry={retry}
        onAction={onAction}
      />
    );
  }
  return <LoadedNotice notice={usable.answer.data} />;
}

function LoadedNotice({ notice }: { notice: FailureNotice }) {
  const products = useMemo(() => productsOfNotice(notice), [notice]);
  const follow = useFollowLink();
  const click = useSubmit(productClick);
  const link = useSubmit(productLink);
  // The click and the link are two calls: a second tap between them sends nothing, and the
  // product tapped shows that it is on its way.
  const busy = useRef(false);
  const leaving = useLeaving();
  const [opening, setOpening] = useState('');

  const open = useCallback(
    async (vid: string) => {
      if (busy.current || leaving.current) return;
      busy.current = true;
      setOpening(vid);
      try {
        // The click is only counted: its outcome does not keep the borrower from the product.
        if (!(await click.submit({ vid }, COUNTED_ONLY))) return;
        const result = await link.submit({ vid });
        if (!result) return;
        if (!result.ok) return toastFailure(result.failure);
        const target = olderLinkTarget(result.answer.data.url);
        if (!target) return showToast(t('order.linkBlocked'));
        // The tab loads the product's page: a tap meanwhile sends nothing.
        leaving.current = target.kind === 'web';
        follow(target);
      } finally {
        busy.current = false;
        setOpening('');
      }
    },
    [click, link, follow, leaving],
  );

  const onEmit = useCallback(
    (e: OrderDetailsEvent) => {
      if (e.name !== 'product') return;
      const product = enabledProduct(products, e.value);
      if (product) void open(product.productId);
    },
    [products, open],
  );
  const onAction = useAppActions({ onEmit });
  const data = useMemo(
    () => ({
      order: notice,
      view: {
        kind: 'joint',
        products: products.map((p) => ({ ...p, opening: p.productId === opening })),
        showMarket: products.length > 0,
        popup: '',
      },
    }),
    [notice, products, opening],
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
