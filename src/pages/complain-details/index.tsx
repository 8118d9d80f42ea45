// Complaint details (SPEC §2, §4): POST problem-detail with the problemId of the query, then
// the type and sub-type, the read-only content with its count out of 200, the images (tap to
// enlarge), the "Process Result" reply when there is one, and the rating dialog. A missing or
// malformed problemId is refused before any request (docs/decisions/008-complaint-list-and-details.md).
import { useMemo } from 'react';
import { useLocation } from '../../app/router';
import layout from '../../../schemas/v1/screens/complain-details.json';
import { AppScreenView } from '../../app/AppScreenView';
import { problemDetail } from '../../api/complaint-details-endpoints';
import { useApi } from '../../api/use-api';
import { useSessionNavigate } from '../../app/navigation';
import { PlaceholderPage } from '../../app/PlaceholderPage';
import { useAppActions } from '../../app/use-app-actions';
import type { ComplaintDetail } from '../../generated/types';
import { addEnglish, t } from '../../i18n';
import { ScreenPage, shippedScreen } from '../shared/ScreenPage';
import { detailPayload, readProblemId } from './calls';
import { detailsData, needsScore } from './details-view';
import { useRating } from './use-rating';
import { complaintHistoryEn } from '../../i18n/en-complaint-history';
import { complainDetailsRegistry } from '../../generated/registries/complain-details';

addEnglish(complaintHistoryEn);

const screen = shippedScreen(layout);

export default function ComplainDetailsPage() {
  const { search } = useLocation();
  const problemId = readProblemId(search);
  return problemId ? <DetailsLoader problemId={problemId} /> : <NoProblemId />;
}

/** Not a failure to retry but a page opened without a usable complaint: lead to the list. */
function NoProblemId() {
  const navigate = useSessionNavigate();
  return (
    <PlaceholderPage
      title={t('complaintHistory.detailsTitle')}
      body={t('complaintHistory.badProblemId')}
      testId="no-problem-id"
      wayOn={{
        label: t('complaintHistory.toList'),
        go: () => navigate('/complaintList', undefined, true),
      }}
    />
  );
}

function DetailsLoader({ problemId }: { problemId: string }) {
  const payload = useMemo(() => detailPayload(problemId), [problemId]);
  const { state, retry } = useApi(problemDetail, payload);
  const onAction = useAppActions();
  if (state.status !== 'ok') {
    return (
      <ScreenPage
        screen={screen}
        registry={complainDetailsRegistry}
        state={state}
        retry={retry}
        onAction={onAction}
      />
    );
  }
  return <LoadedDetails problemId={problemId} detail={state.answer.data} />;
}

function LoadedDetails({ problemId, detail }: { problemId: string; detail: ComplaintDetail }) {
  const { rating, onEmit } = useRating(problemId, needsScore(detail.isNeedScore));
  const onAction = useAppActions({ onEmit });
  const data = useMemo(() => detailsData(detail, rating), [detail, rating]);
  return (
    <AppScreenView
      screen={screen}
      registry={complainDetailsRegistry}
      data={data}
      onAction={onAction}
    />
  );
}
