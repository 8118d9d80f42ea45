// Repayment by card (/repayByCard, SPEC §2, §4, §5, §8, contract repayment.md): the borrower's
// cards as a single choice (none chosen at first), Repay commits once per tap; with needValid
// 1 the SMS code, its 60 s resend countdown and Confirm; then the loan detail page. Pay online
// (repayment-huichao) when alipay is 1. Commit and confirm carry one idempotency key per
// attempt (./attempt.ts). The layout is schemas/v1/screens/repay-by-card.json.
import { useCallback, useMemo, useRef, useState } from 'react';
import { AppScreenView } from '../../app/AppScreenView';
import { showToast } from '../../../renderers/ui/toast-store';
import {
  repaymentCommit,
  repaymentConfirm,
  repaymentHuichao,
  repaymentWay,
} from '../../api/repay-card-endpoints';
import { toastFailure, toastFailureWords, type ApiFailure } from '../../api/transport';
import { useApi } from '../../api/use-api';
import { useSubmit } from '../../api/use-submit';
import { bridgeOrSay } from '../../app/bridge-call';
import { useLeaving } from '../../app/leaving';
import { useSessionNavigate } from '../../app/navigation';
import { PlaceholderPage } from '../../app/PlaceholderPage';
import { useLocation } from '../../app/router';
import { pageTarget, useFollowLink } from '../../app/server-links';
import { useAppActions } from '../../app/use-app-actions';
import type { RepayByCardEvent } from '../../generated/screens/repay-by-card';
import type { BankCard, RepaymentWay } from '../../generated/types';
import { t } from '../../i18n';
import { wordsOf, type Said } from '../../i18n/said';
import { readSession } from '../../lib/session';
import { pathOf } from '../../routes';
import { PendingPage } from '../shared/PendingPage';
import { useAttempts } from './attempt';
import { readCardQuery, wayPayload, type CardQuery } from './calls';
import { readResendAt, RESEND_SECONDS, saveResendAt } from './resend';
import {
  commitFailure,
  commitPayload,
  confirmFailure,
  listFailure,
  maskCardNo,
  settles,
} from './rules';
import { cardScreen } from './screen';
import { repayByCardRegistry } from '../../generated/registries/repay-by-card';

const sayFailure = (failure: ApiFailure, said: Said) => toastFailureWords(failure, wordsOf(said));

// Paid without a product, the page stays at its address: the history entry remembers it, so a
// reload (or Back and Forward to it) shows it paid, never a form that would pay again. Opened
// anew (a new entry) the order may be paid again.
const PAID = 'repayCardPaid';
// So does it remember the code stage: a tab the phone dropped while the borrower read the SMS
// elsewhere comes back to the code, not to a form that would commit again.
const CODE = 'repayCardCode';
const inEntry = (key: string): unknown =>
  (window.history.state as Record<string, unknown> | null)?.[key];
const keepInEntry = (key: string, value: unknown) => {
  try {
    window.history.replaceState({ ...window.history.state, [key]: value }, '');
  } catch {
    // A browser that limits history writes: only a reload forgets it; the page goes on.
  }
};
const paidHere = (orderId: string) => inEntry(PAID) === orderId;

function PaidPage() {
  return (
    <PlaceholderPage
      title={t('page.repayByCard')}
      heading={t('card.paid')}
      body={t('card.paidNoOrder')}
      testId="paid"
    />
  );
}

export default function RepayByCardPage() {
  const { search } = useLocation();
  const query = useMemo(() => readCardQuery(new URLSearchParams(search)), [search]);
  if (!query) {
    return (
      <PlaceholderPage
        title={t('page.repayByCard')}
        body={t('card.noOrder')}
        testId="no-order"
        alert
      />
    );
  }
  if (paidHere(query.orderId)) return <PaidPage />;
  return <CardLoader query={query} />;
}

function CardLoader({ query }: { query: CardQuery }) {
  const { state, retry } = useApi(repaymentWay, wayPayload(query));
  if (state.status === 'ok') return <LoadedCards query={query} way={state.answer.data} />;
  const failure =
    state.status === 'error'
      ? { ...state.failure, message: wordsOf(listFailure(state.failure)) }
      : undefined;
  return <PendingPage title={t('page.repayByCard')} failure={failure} retry={retry} />;
}

/** The code stage: the card paid with and the record the confirm names. */
interface CodeStage {
  card: BankCard;
  recordId: string;
}

function LoadedCards({ query, way }: { query: CardQuery; way: RepaymentWay }) {
  // No list (missing, or null) is no card: the borrower can still add one, or pay online. A
  // card is chosen by its id: a second card of the same id would pay with the first's fields.
  const cards = useMemo(
    () => (way.bankCards ?? []).filter((c, i, all) => all.findIndex((o) => o.id === c.id) === i),
    [way.bankCards],
  );
  const navigate = useSessionNavigate();
  const follow = useFollowLink();
  const leaving = useLeaving();
  const commit = useSubmit(repaymentCommit);
  const confirm = useSubmit(repaymentConfirm);
  const online = useSubmit(repaymentHuichao);
  const commits = useAttempts(`repayCardCommit:${query.orderId}`);
  const confirms = useAttempts(`repayCardConfirm:${query.orderId}`);
  const [stage, setStage] = useState<CodeStage | null>(() => {
    const kept = inEntry(CODE) as { orderId?: unknown; cardId?: unknown; recordId?: unknown };
    const card = kept?.orderId === query.orderId && cards.find((c) => c.id === kept.cardId);
    return card && typeof kept.recordId === 'string' ? { card, recordId: kept.recordId } : null;
  });
  const [resendAt, setResendAt] = useState(() => readResendAt(query.orderId));

  const countdown = useCallback(
    (at: number | null) => {
      saveResendAt(query.orderId, at);
      setResendAt(at);
    },
    [query.orderId],
  );

  /**
   * Paid: on to the loan detail page, closing the native repayment dialog where asked. Opened
   * without a product (the contract lets it be), the loan detail could not load the order: the
   * page says the payment is on its way instead.
   */
  const [paid, setPaid] = useState(false);
  // Paid for good: the page is being replaced, and however long the next page takes (the
  // leaving lock lapses after 10 s), this one never sends a payment again.
  const done = useRef(false);
  const finish = useCallback(
    (closeDialog: boolean) => {
      done.current = true;
      leaving.current = true;
      countdown(null);
      const ios = readSession(window.location.search).clientType?.toLowerCase() === 'ios';
      if (closeDialog && !ios) bridgeOrSay('closeWebView', {});
      if (!query.productId) {
        keepInEntry(PAID, query.orderId);
        return setPaid(true);
      }
      navigate(pathOf('loanDetail'), { orderId: query.orderId, productId: query.productId }, true);
    },
    [leaving, countdown, navigate, query],
  );

  const send = useCallback(
    async (card: BankCard, sendMsg: 0 | 1) => {
      const payload = commitPayload(query, way, card, sendMsg);
      const result = await commit.submit(payload, {
        headers: { 'Idempotency-Key': commits.keyFor(payload) },
        toastOnReject: false,
      });
      if (!result) return;
      if (settles(result)) commits.settle(payload);
      if (!result.ok) {
        sayFailure(result.failure, commitFailure(result.failure));
        // The code can be asked for again at once.
        return countdown(null);
      }
      const answer = result.answer.data;
      // A resend only sends the code again: without needValid the code is still awaited. A
      // first commit without it is paid (decision 030).
      const awaitsCode =
        answer?.needValid === 1 || (sendMsg === 1 && answer?.needValid === undefined);
      if (!awaitsCode) return finish(true);
      // A blank record is none: the one before stays. A code without any record could never
      // be confirmed: it reads as the failure it is, and Repay starts again.
      const recordId = answer?.repayRecordId || stage?.recordId;
      if (!recordId) {
        showToast(t('card.commitFailed'));
        return countdown(null);
      }
      keepInEntry(CODE, { orderId: query.orderId, cardId: card.id, recordId });
      setStage({ card, recordId });
      // A code sent: 60 s until the next. Back on the page during a countdown, it runs on.
      const running = resendAt !== null && resendAt > Date.now();
      if (sendMsg === 1 || !running) countdown(Date.now() + RESEND_SECONDS * 1000);
    },
    [query, way, commit, commits, countdown, finish, resendAt, stage],
  );

  const confirmCode = useCallback(
    async (verifyCode: string) => {
      if (!stage) return;
      if (!/^\d{6}$/.test(verifyCode)) return showToast(t('card.codeShort'));
      const payload = { orderId: query.orderId, verifyCode, repaymentRecordId: stage.recordId };
      const result = await confirm.submit(payload, {
        headers: { 'Idempotency-Key': confirms.keyFor(payload) },
        toastOnReject: false,
      });
      if (!result) return;
      if (settles(result)) confirms.settle(payload);
      if (result.ok) return finish(false);
      sayFailure(result.failure, confirmFailure(result.failure));
    },
    [stage, query.orderId, confirm, confirms, finish],
  );

  const payOnline = useCallback(async () => {
    const userId = readSession(window.location.search).userId ?? '';
    const result = await online.submit({ userId, orderId: query.orderId, amount: query.amount });
    if (!result) return;
    if (!result.ok) return toastFailure(result.failure);
    const target = pageTarget(result.answer.data?.url ?? '');
    if (!target) return showToast(t('error.linkBlocked'));
    leaving.current = target.kind === 'web';
    follow(target);
  }, [online, query, leaving, follow]);

  // One payment at a time: Repay (with its code) and Pay online never run together.
  const paying = commit.pending || confirm.pending || online.pending;
  const onEmit = useCallback(
    (event: RepayByCardEvent) => {
      if (done.current || leaving.current) return;
      if (paying) return;
      switch (event.name) {
        case 'commit': {
          const card = cards.find((c) => c.id === event.value);
          if (!card) return showToast(t('card.selectFirst'));
          return void send(card, 0);
        }
        case 'resend':
          // The countdown node runs this only once the deadline has passed (a tap while it
          // runs is the layout's toast); the page's own clock has the last word all the same.
          if (!stage) return;
          if (resendAt !== null && resendAt > Date.now()) return showToast(t('card.noResend'));
          return void send(stage.card, 1);
        case 'confirm':
          return void confirmCode(event.value);
        case 'payOnline':
          // One payment at a time: not while a committed card payment awaits its code.
          if (stage) return;
          return void payOnline();
      }
    },
    [leaving, paying, cards, send, stage, resendAt, confirmCode, payOnline],
  );
  const onAction = useAppActions({ onEmit });
  const data = useMemo(
    () => ({
      way,
      view: {
        amount: Number(query.amount),
        // With no card to pay with, "Add a bank card" opens the card binding for this product.
        productId: query.productId,
        cards: cards.map((card) => ({ ...card, masked: maskCardNo(card.cardNo) })),
        needCode: stage !== null,
        // The card committed: shown chosen in the code stage, after a reload too.
        codeCard: stage?.card.id,
        resendAt,
        committing: commit.pending,
        confirming: confirm.pending,
        payingOnline: online.pending,
        paying,
      },
    }),
    [way, cards, query, stage, resendAt, commit.pending, confirm.pending, online.pending, paying],
  );
  if (paid) return <PaidPage />;
  return (
    <AppScreenView
      screen={cardScreen}
      registry={repayByCardRegistry}
      data={data}
      onAction={onAction}
    />
  );
}
