// The repayment pages (SPEC §2, §4, contract repayment.md): instalment (/repayment) and
// rollover/delay (/repayDelay) draw one layout, schemas/v1/screens/repayment.json, over their
// own answer. The instruction banner opens reyTopUrl, or without a usable one the in-app
// payment instructions (/paymentInstructions); the default-pay card copies its pay code
// or saves the record and opens /repaymentOfCode2; Payment sends generate-vcode once per tap
// with the channel chosen in the sheet and sends the tab to payUrl. Every URL from the server
// passes the allow-list first; a refused payUrl is not followed and the page says so.
import { useCallback, useMemo } from 'react';
import { AppScreenView } from '../../app/AppScreenView';
import { showToast } from '../../../renderers/ui/toast-store';
import { delayDetail, generateVcode, loanPlayDetail } from '../../api/repayment-endpoints';
import { toastFailure } from '../../api/transport';
import { useApi } from '../../api/use-api';
import { useSubmit } from '../../api/use-submit';
import { useLeaving } from '../../app/leaving';
import { useSessionNavigate } from '../../app/navigation';
import { PlaceholderPage } from '../../app/PlaceholderPage';
import { useLocation } from '../../app/router';
import { pageTarget, useFollowLink, type LinkTarget } from '../../app/server-links';
import { useAppActions } from '../../app/use-app-actions';
import type { RepaymentEvent } from '../../generated/screens/repayment';
import type { RepaymentInfo } from '../../generated/types';
import { t } from '../../i18n';
import { pathOf } from '../../routes';
import { ScreenPage } from '../shared/ScreenPage';
import { orderPayload, readOrderQuery, type OrderQuery } from '../../lib/order-query';
import type { RepayKind } from './calls';
import { saveRecord, withTrimmedPayCode } from './record';
import { bannerUrl, vcodePayload } from './rules';
import { repaymentScreens, titleOf } from './screen';
import { repaymentRegistry } from '../../generated/registries/repayment';
import { readSession } from '../../lib/session';

const detailOf = { instalment: loanPlayDetail, delay: delayDetail } as const;

export function RepaymentPage({ kind }: { kind: RepayKind }) {
  const { search } = useLocation();
  const query = useMemo(() => readOrderQuery(new URLSearchParams(search)), [search]);
  if (!query) {
    return (
      <PlaceholderPage title={t(titleOf[kind])} body={t('repay.noOrder')} testId="no-order" alert />
    );
  }
  return <RepaymentLoader kind={kind} query={query} />;
}

function RepaymentLoader({ kind, query }: { kind: RepayKind; query: OrderQuery }) {
  const { state, retry } = useApi(detailOf[kind], orderPayload(query));
  const onAction = useAppActions();
  if (state.status !== 'ok') {
    return (
      <ScreenPage
        screen={repaymentScreens[kind]}
        registry={repaymentRegistry}
        state={state}
        retry={retry}
        onAction={onAction}
      />
    );
  }
  return <LoadedRepayment kind={kind} query={query} info={state.answer.data ?? {}} />;
}

function LoadedRepayment({
  kind,
  query,
  info,
}: {
  kind: RepayKind;
  query: OrderQuery;
  info: RepaymentInfo;
}) {
  const navigate = useSessionNavigate();
  const follow = useFollowLink();
  const pay = useSubmit(generateVcode);
  const leaving = useLeaving();

  /** Follows a server URL after the allow-list, or says it was refused. */
  const go = useCallback(
    (target: LinkTarget | null) => {
      if (!target) return showToast(t('error.linkBlocked'));
      leaving.current = target.kind === 'web';
      follow(target);
    },
    [follow, leaving],
  );

  const payWith = useCallback(
    async (channelNumber: string) => {
      if (leaving.current) return;
      const payload = vcodePayload(query, info, kind, channelNumber);
      if (!payload) return showToast(t('repay.noAmount'));
      const result = await pay.submit(payload);
      if (!result) return;
      if (!result.ok) return toastFailure(result.failure);
      const payUrl = result.answer.data?.payUrl;
      if (!payUrl) return showToast(t('repay.noPayUrl'));
      go(pageTarget(payUrl));
    },
    [leaving, query, info, kind, pay, go],
  );

  const onEmit = useCallback(
    (event: RepaymentEvent) => {
      switch (event.name) {
        case 'openInstructions': {
          // The server's instructions when it sent a URL the allow-list accepts; otherwise
          // the app's own payment instructions, never a dead "cannot be opened".
          const url = bannerUrl(info);
          const target = url ? pageTarget(url) : null;
          return target ? go(target) : navigate(pathOf('paymentInstructions'), {});
        }
        case 'openCode':
          // A record that cannot be saved (storage full or off) still opens the code page,
          // which then shows the default steps and a way back.
          saveRecord(info, readSession(window.location.search).userId);
          return navigate(pathOf('repaymentOfCode2'), {});
        case 'pay':
          return void payWith(event.value);
      }
    },
    [info, go, navigate, payWith],
  );
  const onAction = useAppActions({ onEmit });
  // A channel is chosen by its number: a second channel of the same number would show checked
  // beside the first, so the sheet lists the first only.
  const repay = useMemo(
    () => ({
      ...withTrimmedPayCode(info),
      repayList: info.repayList?.filter(
        (c, i, all) => all.findIndex((o) => o.channel_number === c.channel_number) === i,
      ),
    }),
    [info],
  );
  const data = useMemo(
    () => ({ repay, view: { kind, paying: pay.pending } }),
    [repay, kind, pay.pending],
  );
  return (
    <AppScreenView
      screen={repaymentScreens[kind]}
      registry={repaymentRegistry}
      data={data}
      onAction={onAction}
    />
  );
}
