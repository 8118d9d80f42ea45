// The loan confirm pages (SPEC §2 "Loan confirm", §4 "Confirm flow", §5, contract loan.md):
// the loan is the core call and its agreements a secondary one (decision 034): the page shows
// once the loan is there, and a failed agreements call only turns the agreement row into a
// message with its own retry. The layout schemas/v1/screens/loan-confirm.json shows them, with
// the agreement box, the framed agreement, the promotional pop-up and the Point out popup.
// This controller opens an agreement, pushes the loan once per tap, follows the returned link
// after the allow-list, and answers the native back event.
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import layout from '../../../schemas/v1/screens/loan-confirm.json';
import { AppScreenView } from '../../app/AppScreenView';
import { showToast } from '../../../renderers/ui/toast-store';
import { useApi } from '../../api/use-api';
import { useSubmit } from '../../api/use-submit';
import { toastFailure } from '../../api/transport';
import { bridgeOrSay } from '../../app/bridge-call';
import { useLeaving } from '../../app/leaving';
import { PlaceholderPage } from '../../app/PlaceholderPage';
import { useLocation } from '../../app/router';
import { useFollowLink, type LinkTarget } from '../../app/server-links';
import { useAppActions } from '../../app/use-app-actions';
import { onNativeEvent } from '../../bridge/native-events';
import type { LoanConfirmEvent } from '../../generated/screens/loan-confirm';
import type { LoanConfirm } from '../../generated/types';
import { addEnglish, t } from '../../i18n';
import { PendingPage } from '../shared/PendingPage';
import { shippedScreen } from '../shared/ScreenPage';
import {
  agreementsOptions,
  agreementsPayload,
  confirmPayload,
  readConfirmQuery,
  type ConfirmQuery,
} from './calls';
import {
  agreementPosition,
  agreementRowOf,
  confirmData,
  jumpPayload,
  mayPush,
  pushPayload,
  shownAgreements,
  usesRupee,
  type AgreementRow,
  type Variant,
} from './rules';
import type { CallSet } from './variants';
import { loanConfirmEn } from '../../i18n/en-loan-confirm';
import { loanConfirmRegistry } from '../../generated/registries/loan-confirm';

addEnglish(loanConfirmEn);

const screen = shippedScreen(layout);
/** contract: isPopType 1 asks before the web view closes on the back event. */
const POP_TYPE_ASK = 1;

interface Props<A, J, P> {
  variant: Variant;
  calls: CallSet<A, J, P>;
}

export function ConfirmPage<A, J, P>({ variant, calls }: Props<A, J, P>) {
  const { search } = useLocation();
  const query = useMemo(() => readConfirmQuery(new URLSearchParams(search)), [search]);
  if (!query.productId) return <NoProduct />;
  return (
    <ConfirmLoader variant={variant} calls={calls} query={query} productId={query.productId} />
  );
}

const noPointOut = () => {};

/** Opened without a loan: it says so, and the native back event still closes the web view. */
function NoProduct() {
  useBackEvent(null, noPointOut);
  return (
    <PlaceholderPage
      title={t('loanConfirm.title')}
      body={t('loanConfirm.noProduct')}
      testId="no-product"
      alert
    />
  );
}

function ConfirmLoader<A, J, P>({
  variant,
  calls,
  query,
  productId,
}: Props<A, J, P> & { query: ConfirmQuery; productId: string }) {
  const loan = useApi(calls.confirm, confirmPayload(productId));
  const agreements = useApi(calls.agreements, agreementsPayload(productId), agreementsOptions);
  const loaded = loan.state.status === 'ok' ? loan.state.answer.data : null;
  const [pointOut, setPointOut] = useState(false);
  useBackEvent(loaded, setPointOut);
  const row = useMemo(
    () => agreementRowOf(agreements.state, calls.agreementsOf),
    [agreements.state, calls],
  );

  // Only the loan decides whether there is a page (decision 034).
  if (loan.state.status !== 'ok') {
    return (
      <PendingPage
        title={t('loanConfirm.title')}
        screenId="loan-confirm"
        failure={loan.state.status === 'error' ? loan.state.failure : undefined}
        retry={loan.retry}
      />
    );
  }
  return (
    <LoadedConfirm
      variant={variant}
      calls={calls}
      query={query}
      productId={productId}
      loan={loan.state.answer.data}
      agreements={row}
      retryAgreements={agreements.retry}
      pointOut={pointOut}
      closePointOut={() => setPointOut(false)}
    />
  );
}

/**
 * The native back event: with isPopType 1 the Point out popup asks first; otherwise (and
 * while the loan is still loading) the web view closes at once.
 */
function useBackEvent(loan: LoanConfirm | null, setPointOut: (open: boolean) => void) {
  const asks = loan?.isPopType === POP_TYPE_ASK;
  // In the commit that draws the loan, not after its paint: a back event in between would
  // close the web view the loan now asks about.
  useLayoutEffect(
    () =>
      onNativeEvent('iosBack', () => {
        if (asks) setPointOut(true);
        else bridgeOrSay('closeWebView');
      }),
    [asks, setPointOut],
  );
}

function LoadedConfirm<A, J, P>({
  variant,
  calls,
  query,
  productId,
  loan,
  agreements,
  retryAgreements,
  pointOut,
  closePointOut,
}: Props<A, J, P> & {
  query: ConfirmQuery;
  productId: string;
  loan: LoanConfirm;
  agreements: AgreementRow;
  retryAgreements: () => void;
  pointOut: boolean;
  closePointOut: () => void;
}) {
  const listed = useMemo(() => shownAgreements(agreements), [agreements]);
  const follow = useFollowLink();
  const jump = useSubmit(calls.jump);
  const push = useSubmit(calls.push);
  // Once the push or an agreement has answered and the tab is loading the next page, taps send
  // nothing. (A page the native side opens leaves this one in place, and usable when the
  // borrower returns.)
  const leaving = useLeaving();
  // Pushed for good once the tab is on its way to the details page: however long that page
  // takes (the leaving lock lapses after 10 s, or when the tab is shown again), this one
  // never pushes the loan again.
  const pushed = useRef(false);

  /** Follows a target, or says it was refused; whether the tab is leaving this page. */
  const go = useCallback(
    (target: LinkTarget | null, replace: boolean) => {
      if (target) follow(target, { replace });
      else showToast(t('loanConfirm.linkBlocked'));
      return target !== null && target.kind !== 'native';
    },
    [follow],
  );

  // One call at a time, an agreement's or the push: an agreement opened while the loan is
  // pushed would leave the confirmation behind it in history, to be pushed a second time.
  const calling = useRef(false);
  const oneAtATime = useCallback(
    async (call: () => Promise<void>) => {
      if (calling.current || leaving.current || pushed.current) return;
      calling.current = true;
      try {
        await call();
      } finally {
        calling.current = false;
      }
    },
    [leaving],
  );

  const openAgreement = useCallback(
    (position: number) =>
      oneAtATime(async () => {
        const result = await jump.submit(jumpPayload(variant, query, position));
        if (!result) return;
        // A refusal's message is already on screen (the transport shows it).
        if (!result.ok) return void toastFailure(result.failure);
        leaving.current = go(calls.jumpTarget(result.answer), false);
      }),
    [oneAtATime, leaving, jump, variant, query, go, calls],
  );

  const next = useCallback(
    (agreed: boolean) =>
      oneAtATime(async () => {
        if (!mayPush(agreements, agreed)) return;
        const result = await push.submit(pushPayload(variant, loan, productId));
        if (!result) return;
        if (!result.ok) return void toastFailure(result.failure);
        pushed.current = go(calls.pushTarget(result.answer), true);
        leaving.current = pushed.current;
      }),
    [oneAtATime, leaving, agreements, push, variant, loan, productId, go, calls],
  );

  const onEmit = useCallback(
    (event: LoanConfirmEvent) => {
      switch (event.name) {
        case 'next':
          return void next(event.value === 'true');
        case 'openAgreement': {
          const position = agreementPosition(event.value, listed);
          if (position !== null) void openAgreement(position);
          return;
        }
        case 'retryAgreements':
          return retryAgreements();
        case 'stay':
          return closePointOut();
      }
    },
    [next, openAgreement, listed, retryAgreements, closePointOut],
  );
  const onAction = useAppActions({ onEmit });
  const data = useMemo(
    () =>
      confirmData(
        variant,
        loan,
        agreements,
        { pointOut, pushing: push.pending, openingAgreement: jump.pending },
        t('loanConfirm.next'),
      ),
    [variant, loan, agreements, pointOut, push.pending, jump.pending],
  );
  return (
    <AppScreenView
      screen={screen}
      registry={loanConfirmRegistry}
      data={data}
      onAction={onAction}
      rupee={usesRupee(variant, loan)}
    />
  );
}
