// The complaint form (SPEC §2 /complainPageNext?problemType=&problemSonType=&orderNo=): the
// chosen type and sub-type as tags, the 200-character description, up to 9 images and Send
// (problem-save). Success shows "Successfully Sent" for 1.5 s, then replaces the page with
// the complaint page. The type titles come from problem-init, which also proves the query's
// type is one the server offers; a missing or hostile query gets a clear way back.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import layout from '../../../schemas/v1/screens/complain-page-next.json';
import { createRegistry } from '../../../renderers/registry';
import { ScreenView } from '../../../renderers/ScreenView';
import { showToast } from '../../../renderers/ui/toast-store';
import { problemInit, problemSave } from '../../api/complaint-form-endpoints';
import { useApi } from '../../api/use-api';
import { useSubmit } from '../../api/use-submit';
import { useSessionNavigate } from '../../app/navigation';
import { PlaceholderPage } from '../../app/PlaceholderPage';
import { useAppActions } from '../../app/use-app-actions';
import { t } from '../../i18n';
import { parseFormQuery, SENT_MODAL_MS, titleOf } from '../../lib/complaint-rules';
import { PendingPage } from '../shared/PendingPage';
import { shippedScreen } from '../shared/ScreenPage';
import { DescriptionField } from './DescriptionField';
import { ComplaintFormContext, type ComplaintFormState } from './form-context';
import { ImageUploader } from './ImageUploader';
import { useImageUploads } from './use-image-uploads';

const screen = shippedScreen(layout);
// The form's interactive widgets are this page's own node types (docs/decisions/005).
const registry = createRegistry({
  'complaint-description': DescriptionField,
  'complaint-images': ImageUploader,
});
const noPayload = {};

type Query = Extract<ReturnType<typeof parseFormQuery>, { ok: true }>;

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
  const { state, retry } = useApi(problemInit, noPayload);
  const navigate = useSessionNavigate();
  const uploads = useImageUploads();
  const { submit, pending } = useSubmit(problemSave);
  const [text, setTextState] = useState('');
  const [textError, setTextError] = useState('');
  const [sent, setSent] = useState(false);
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(leaveTimer.current), []);

  const setText = useCallback((next: string) => {
    setTextState(next);
    if (next.trim() !== '') setTextError('');
  }, []);

  const send = useCallback(async () => {
    if (sent) return;
    if (text.trim() === '') {
      setTextError(t('complainForm.emptyText'));
      return;
    }
    // An image still on its way would be silently left out (docs/decisions/006).
    if (uploads.items.some((i) => i.status !== 'done' && i.status !== 'failed')) {
      showToast(t('complainForm.stillUploading'));
      return;
    }
    if (uploads.items.some((i) => i.status === 'failed')) {
      showToast(t('complainForm.failedImages'));
      return;
    }
    const result = await submit({
      problemType: query.problemType,
      problemSonType: query.problemSonType,
      problemDetail: text.trim(),
      problemImage: uploads.items.map((i) => i.url ?? '').join(','),
      orderNo: query.orderNo,
    });
    if (!result) return;
    if (result.ok) {
      setSent(true);
      leaveTimer.current = setTimeout(
        () => navigate('/complainPage', undefined, true),
        SENT_MODAL_MS,
      );
    } else if (result.failure.kind !== 'rejected') {
      // The transport already shows a rejection's own message; the text stays as typed.
      showToast(result.failure.message);
    }
  }, [sent, text, uploads.items, submit, query, navigate]);

  const onEmit = useCallback((name: string) => name === 'send' && void send(), [send]);
  const onAction = useAppActions({ onEmit });
  const formState = useMemo<ComplaintFormState>(
    () => ({ text, setText, textError, uploads }),
    [text, setText, textError, uploads],
  );

  if (state.status !== 'ok') {
    return (
      <PendingPage
        title={t('complainForm.title')}
        failure={state.status === 'error' ? state.failure : undefined}
        retry={retry}
      />
    );
  }
  const typeTitle = titleOf(state.answer.data.problemType, query.problemType);
  const sonTitle = query.problemSonType
    ? titleOf(state.answer.data.problemSonType, query.problemSonType)
    : '';
  if (typeTitle === null || sonTitle === null) {
    return <ChooseAgain message={t('complainForm.unknownType')} />;
  }
  return (
    <ComplaintFormContext.Provider value={formState}>
      <ScreenView
        screen={screen}
        data={{ typeTitle, sonTitle, sent, busy: pending || sent }}
        t={t}
        onAction={onAction}
        registry={registry}
      />
    </ComplaintFormContext.Provider>
  );
}
