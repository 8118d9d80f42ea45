// The promotion landing and registration (/promotion, SPEC §2, §4, §5, §7, §8; contract
// public.md): the landing template (served, else the shipped default) drawn by the layout
// schemas/v1/screens/promotion.json with its own sections, tracking, the image captcha, the
// SMS code with its 60 s countdown, register once per tap, and the download target. A public
// page: it needs no session and keeps one that is there.
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { afterContentPaint } from '../../../renderers/after-paint';
import { AppScreenView } from '../../app/AppScreenView';
import { Loading } from '../../../renderers/ui/Loading';
import { showToast } from '../../../renderers/ui/toast-store';
import { API_BASE, REJECT_TOAST_MS } from '../../api/config';
import {
  channelTemplate,
  getSid,
  getSms,
  register,
  trackClick,
  trackVisit,
} from '../../api/promotion-endpoints';
import { callApi, toastFailure, toastQuietFailure } from '../../api/transport';
import { useApi } from '../../api/use-api';
import { useSubmit } from '../../api/use-submit';
import { useLocation } from '../../app/router';
import { useAppActions } from '../../app/use-app-actions';
import type { PromotionEvent } from '../../generated/screens/promotion';
import { promotionRegistry } from '../../generated/registries/promotion';
import { addEnglish, t } from '../../i18n';
import { wordsOf, type Said } from '../../i18n/said';
import { promotionEn } from '../../i18n/en-promotion';
import { allowedUrl } from '../../lib/allowed-url';
import { shippedScreen } from '../shared/ScreenPage';
import layout from '../../../schemas/v1/screens/promotion.json';
import brand from '../../../schemas/v1/config/brand.default.json';
import { readPromotionQuery, templatePayload, type PromotionQuery } from './calls';
import {
  entered,
  registerOutcome,
  registerPayload,
  registerProblem,
  smsOutcome,
  smsPayload,
  smsProblem,
  trackingPayload,
} from './rules';
import {
  DEFAULT_LANDING,
  landingColors,
  pickLanding,
  TEMPLATE_TIMEOUT_MS,
  type Landing,
} from './template';

addEnglish(promotionEn);

const screen = shippedScreen(layout);

/** SPEC §9: 60 s before the code may be asked for again. */
const RESEND_SECONDS = 60;
/** The message of a registration's end stays this long before the download target. */
const DOWNLOAD_DELAY_MS = 2000;
const DOWNLOAD_HASH = '#/downloadTemplate';

/** Its own messages for every failure: the server's rejections are not toasted for it. */
const QUIET = { toastOnReject: false };
/** The template: quiet, and not waited for longer than its time limit. */
const TEMPLATE_CALL = { ...QUIET, timeoutMs: TEMPLATE_TIMEOUT_MS };

/** The captcha picture of the session: get-captcha with the sid (and the round when it repeats). */
function captchaUrl({ sid, round }: { sid: string; round: number }): string {
  if (!sid) return '';
  const url = `${API_BASE}/v3/promotion/get-captcha?sid=${encodeURIComponent(sid)}`;
  return round > 0 ? `${url}&round=${round}` : url;
}

/** The page's words; a server's own (a refused code's message) for 2 s, as SPEC §8 says. */
const say = (said: Said) => showToast(wordsOf(said), 'text' in said ? REJECT_TOAST_MS : undefined);

export default function PromotionPage() {
  const { search } = useLocation();
  const query = useMemo(() => readPromotionQuery(new URLSearchParams(search)), [search]);
  if (!query.templateId) return <Registration query={query} landing={DEFAULT_LANDING} />;
  return <TemplateLoader query={query} />;
}

/**
 * The served template; while it loads (at most 5 s) the page says so, and any failure, a late
 * answer or an invalid template is the default.
 */
function TemplateLoader({ query }: { query: PromotionQuery }) {
  const { state } = useApi(channelTemplate, templatePayload(query), TEMPLATE_CALL);
  if (state.status === 'loading') return <Loading text={t('common.loading')} />;
  const landing = state.status === 'ok' ? pickLanding(state.answer.data) : DEFAULT_LANDING;
  return <Registration query={query} landing={landing} />;
}

function useDownloadView(): boolean {
  const [shown, setShown] = useState(() => window.location.hash === DOWNLOAD_HASH);
  useEffect(() => {
    const follow = () => setShown(window.location.hash === DOWNLOAD_HASH);
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return shown;
}

function Registration({ query, landing }: { query: PromotionQuery; landing: Landing }) {
  const { search } = useLocation();
  const download = useDownloadView();
  const sms = useSubmit(getSms);
  const signUp = useSubmit(register);
  // The first captcha session is the one the page started on open; a refresh asks for another.
  const opening = useApi(getSid, {}, QUIET).state;
  const openingSid = opening.status === 'ok' ? (opening.answer.data?.sid ?? '') : '';
  const [refreshed, setRefreshed] = useState<{ sid: string; round: number } | null>(null);
  const captcha = useMemo(
    () => refreshed ?? { sid: openingSid, round: 0 },
    [refreshed, openingSid],
  );
  // No captcha session: the page says why, and a tap on the captcha asks again.
  useEffect(() => {
    if (opening.status === 'error') toastQuietFailure(opening.failure);
  }, [opening]);
  const sid = captcha.sid;
  const [resendAt, setResendAt] = useState<number | null>(null);
  // After a code 0 or 11 the registration is over: further taps send nothing.
  const finished = useRef(false);
  const context = useMemo(() => ({ query, landing, search }), [query, landing, search]);

  const captchaAsks = useRef(0);
  /** Asks for a new captcha session. One the page asks for by itself (after a wrong captcha)
   *  fails quietly: the message just shown says what the borrower needs to know. */
  const newCaptcha = useCallback(
    async (asked: 'tapped' | 'automatic' = 'tapped') => {
      const ask = ++captchaAsks.current;
      const result = await callApi(getSid, {}, QUIET);
      // A later ask's picture may be on screen, its code half typed: an older answer is late.
      if (ask !== captchaAsks.current) return;
      const next = result.ok ? result.answer.data?.sid : undefined;
      // The same sid again (a server that keeps it) still means a new picture: the round says so.
      if (next) {
        setRefreshed((was) => {
          const shown = was ?? { sid: openingSid, round: 0 };
          return { sid: next, round: shown.sid === next ? shown.round + 1 : 0 };
        });
      } else if (!result.ok && asked === 'tapped') toastQuietFailure(result.failure);
    },
    [openingSid],
  );

  // The visit, once per open: the template is settled by now. Sent once the page's text is on
  // screen: loading its client's code (decision 039) must not compete with the first paint.
  const visited = useRef(false);
  useEffect(() => {
    // Once for the page's life: StrictMode runs a development build's effects twice.
    if (visited.current) return;
    visited.current = true;
    void afterContentPaint().then(() => callApi(trackVisit, trackingPayload(context, ''), QUIET));
    // Once per open: the context of the first render is the visit's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The download target, after the message has been read.
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  /** Whether the download target has been opened: Back from it shows the form, registered. */
  const downloaded = useRef(false);
  const goDownload = useCallback(() => {
    downloaded.current = true;
    const url = landing.template.downloadUrl;
    const target = url ? allowedUrl(url, 'open') : null;
    if (target && /^(https?:|\/)/i.test(target)) window.location.assign(target);
    else window.location.hash = DOWNLOAD_HASH;
  }, [landing]);
  const toDownload = useCallback(() => {
    // Once: a second answer saying so (a register and a get-sms both answered "registered")
    // must not leave a timer the page's closing does not clear.
    if (finished.current) return;
    finished.current = true;
    timer.current = setTimeout(goDownload, DOWNLOAD_DELAY_MS);
  }, [goDownload]);
  /** Registered: a tap sends nothing, and once back from the download target opens it again. */
  const over = useCallback(() => {
    if (downloaded.current) goDownload();
  }, [goDownload]);

  // No captcha session (get-sid failed): the server could only refuse a code asked without
  // one, so the page asks for a session instead, and for the captcha of its picture.
  const noCaptchaSession = useCallback(() => {
    say({ key: 'promo.captchaNew' });
    return newCaptcha('tapped');
  }, [newCaptcha]);

  const onEmit = useCallback(
    async (event: PromotionEvent) => {
      const input = entered(event.values);
      switch (event.name) {
        case 'refreshCaptcha':
          if (!landing.phoneOk(input.mobile)) return say({ key: 'promo.mobileFirst' });
          return newCaptcha();
        case 'getCode': {
          if (finished.current) return over();
          const problem = smsProblem(landing, input);
          if (problem) return say({ key: problem });
          if (!sid) return noCaptchaSession();
          const result = await sms.submit(smsPayload(context, input, sid), {
            toastOnReject: false,
          });
          // A Register that answered meanwhile has ended it: its words and the download stand.
          if (!result || finished.current) return;
          const outcome = smsOutcome(result);
          if (outcome.effect === 'countdown')
            return setResendAt(Date.now() + RESEND_SECONDS * 1000);
          say(outcome);
          if (outcome.effect === 'newCaptcha') return newCaptcha('automatic');
          if (outcome.effect === 'download') return toDownload();
          return;
        }
        case 'register': {
          // Tracked before its checks, on every tap.
          void callApi(trackClick, trackingPayload(context, input.mobile), {
            toastOnReject: false,
          });
          if (finished.current) return over();
          const problem = registerProblem(landing, input);
          if (problem) return say({ key: problem });
          if (!sid) return noCaptchaSession();
          const result = await signUp.submit(registerPayload(context, input, sid), {
            toastOnReject: false,
          });
          // A get-sms that answered "already registered" meanwhile has ended it.
          if (!result || finished.current) return;
          const outcome = registerOutcome(result);
          if (outcome.effect === 'failed') return toastFailure(outcome.failure);
          say(outcome);
          if (outcome.effect === 'newCaptcha') return newCaptcha('automatic');
          if (outcome.effect === 'download') return toDownload();
          return;
        }
      }
    },
    [landing, context, sid, sms, signUp, newCaptcha, noCaptchaSession, toDownload, over],
  );
  const onAction = useAppActions({ onEmit: (event) => void onEmit(event) });

  const data = useMemo(
    () => ({
      template: landing.template,
      view: {
        fields: landing.fields,
        captchaUrl: captchaUrl(captcha),
        resendAt,
        registering: signUp.pending,
        sendingCode: sms.pending,
        download,
        appUrl: brand.appSchemeUrl,
      },
    }),
    [landing, captcha, resendAt, signUp.pending, sms.pending, download],
  );
  const colors = useMemo(() => landingColors(landing.template) as CSSProperties, [landing]);
  return (
    <div style={colors}>
      <AppScreenView
        screen={screen}
        data={data}
        onAction={onAction}
        registry={promotionRegistry}
        pending={<Loading text={t('common.loading')} />}
      />
    </div>
  );
}
