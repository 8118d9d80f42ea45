// The complaint form (SPEC §2 /complainPageNext?problemType=&problemSonType=&orderNo=): the
// chosen type and sub-type as tags, the 200-character description, up to 9 images and Send
// (problem-save). The inputs, their rules and the uploads are the layout's form; this page
// gives it the uploader and sends. Success shows "Successfully Sent" for 1.5 s, then replaces
// the page with the complaint page. The type titles come from problem-init, which also proves
// the query's type is one the server offers; a missing or hostile query gets a way back. The
// titles only decorate the form (decision 034): while they load, or when problem-init fails,
// times out or answers no usable list, the form is there and works with the query's type and
// sub-type; the tags' place then says so and offers its own retry.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from '../../app/router';
import layout from '../../../schemas/v1/screens/complain-page-next.json';
import type { Uploader } from '../../../renderers/context';
import { AppScreenView } from '../../app/AppScreenView';
import { rendererServices } from '../../app/renderer-services';
import { forgetDraft } from '../../../renderers/form/form-draft';
import { showToast } from '../../../renderers/ui/toast-store';
import { problemInit, problemSave, uploadProblemImg } from '../../api/complaint-form-endpoints';
import { HTTP_TOO_LARGE, uploadFile } from '../../api/upload';
import { useApi } from '../../api/use-api';
import { useSubmit } from '../../api/use-submit';
import { useSessionNavigate } from '../../app/navigation';
import { PlaceholderPage } from '../../app/PlaceholderPage';
import { useAppActions } from '../../app/use-app-actions';
import type { ComplainPageNextEvent } from '../../generated/screens/complain-page-next';
import { complainPageNextRegistry } from '../../generated/registries/complain-page-next';
import { addEnglish, t } from '../../i18n';
import { parseFormQuery } from '../../lib/complaint-query';
import { SENT_MODAL_MS, typeTitlesOf, type TypeTitles } from '../../lib/complaint-rules';
import { shippedScreen } from '../shared/ScreenPage';
import { noPayload, titlesOptions } from './calls';
import { complaintFormEn } from '../../i18n/en-complaint-form';
import { uploadEn } from '../../i18n/en-upload';

addEnglish(complaintFormEn);
addEnglish(uploadEn);

const screen = shippedScreen(layout);

/** Images go one at a time as multipart field problemImage (SPEC §7). */
const uploaders: Record<string, Uploader> = {
  problemImage: async (file, fileName, { signal, onProgress }) => {
    const result = await uploadFile(uploadProblemImg, file, fileName, {
      field: 'problemImage',
      signal,
      onProgress,
    });
    if (result.ok) return { ok: true, url: result.answer.data.url };
    // A photo too large for the server stays too large: no retry is offered for it.
    const final = result.failure.kind === 'http' && result.failure.status === HTTP_TOO_LARGE;
    return { ok: false, message: result.failure.message, final };
  },
};

type Query = Extract<ReturnType<typeof parseFormQuery>, { ok: true }>;

/** One draft per complaint being written: its type, sub-type and order. */
const draftKeyOf = (q: Query) => `complaint:${q.problemType}:${q.problemSonType}:${q.orderNo}`;

export default function ComplainPageNext() {
  const { search } = useLocation();
  const query = useMemo(() => parseFormQuery(search), [search]);
  if (!query.ok) return <ChooseAgain message={t('complainForm.badQuery')} />;
  return <ComplaintForm query={query} />;
}

function ChooseAgain({ message }: { message: string }) {
  const navigate = useSessionNavigate();
  return (
    <PlaceholderPage
      title={t('complainForm.title')}
      body={message}
      testId="complain-choose-again"
      alert
      wayOn={{
        label: t('complainForm.chooseAgain'),
        go: () => navigate('/complainPage', undefined, true),
      }}
    />
  );
}

function ComplaintForm({ query }: { query: Query }) {
  const { state, retry } = useApi(problemInit, noPayload, titlesOptions);
  const titles = useMemo((): TypeTitles | { status: 'loading' } => {
    if (state.status === 'loading') return state;
    if (state.status === 'error') return { status: 'unusable' };
    return typeTitlesOf(state.answer.data, query.problemType, query.problemSonType);
  }, [state, query]);
  const navigate = useSessionNavigate();
  const { submit, pending } = useSubmit(problemSave);
  const [sent, setSent] = useState(false);
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(leaveTimer.current), []);
  // A type no longer offered takes the form away: what was typed while the titles loaded
  // could never be shown again, so its draft is not kept either.
  useEffect(() => {
    if (titles.status === 'unknown') forgetDraft(rendererServices.drafts, draftKeyOf(query));
  }, [titles, query]);

  const send = useCallback(
    async (description: string, images: readonly string[]) => {
      if (sent) return;
      const result = await submit({
        problemType: query.problemType,
        problemSonType: query.problemSonType,
        problemDetail: description.trim(),
        problemImage: images.join(','),
        orderNo: query.orderNo,
      });
      if (!result) return;
      if (result.ok) {
        setSent(true);
        // Back to the question types with the same order chosen.
        const back = query.orderNo ? { orderNo: query.orderNo } : undefined;
        leaveTimer.current = setTimeout(() => navigate('/complainPage', back, true), SENT_MODAL_MS);
      } else if (result.failure.kind !== 'rejected') {
        // The transport already shows a rejection's own message; the text stays as typed.
        showToast(result.failure.message);
      }
    },
    [sent, submit, query, navigate],
  );

  const onEmit = useCallback(
    (event: ComplainPageNextEvent) => {
      if (event.name === 'retryTitles') return retry();
      const { description, images } = event.values;
      void send(
        typeof description === 'string' ? description : '',
        Array.isArray(images) ? images : [],
      );
    },
    [send, retry],
  );
  const onAction = useAppActions({ onEmit });

  // A list that does not offer the chosen type: the borrower chooses again (decision 005).
  if (titles.status === 'unknown') {
    return <ChooseAgain message={t('complainForm.unknownType')} />;
  }
  const tags =
    titles.status === 'ok'
      ? { titles: 'ok', typeTitle: titles.typeTitle, sonTitle: titles.sonTitle }
      : { titles: titles.status === 'loading' ? 'loading' : 'failed', typeTitle: '', sonTitle: '' };
  return (
    <AppScreenView
      screen={screen}
      data={{ ...tags, sent, busy: pending || sent, draftKey: draftKeyOf(query) }}
      onAction={onAction}
      registry={complainPageNextRegistry}
      uploaders={uploaders}
    />
  );
}
