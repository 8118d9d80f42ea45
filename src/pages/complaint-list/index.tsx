// Complaint list (SPEC §2): POST problem-list with only the session query, then the server's
// tabs; tapping an entry opens /complainDetails?problemId={id} with the session parameters.
// All of it is the layout (schemas/v1/screens/complaint-list.json): tabs, lists, links.
import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterStateContext } from 'react-router-dom';
import layout from '../../../schemas/v1/screens/complaint-list.json';
import { problemList } from '../../api/complaint-list-endpoints';
import { useApi } from '../../api/use-api';
import { useAppActions } from '../../app/use-app-actions';
import { ScreenPage, shippedScreen } from '../shared/ScreenPage';
import { listPayload } from './calls';
import { addEnglish } from '../../i18n';
import { complaintHistoryEn } from '../../i18n/en-complaint-history';
import { complaintListRegistry } from '../../generated/registries/complaint-list';

addEnglish(complaintHistoryEn);

const screen = shippedScreen(layout);

export default function ComplaintListPage() {
  const { state, retry } = useApi(problemList, listPayload);
  const onAction = useAppActions();
  // Back to the list calls for it again: the router restored the position while the page was
  // still loading, too short to reach it. Once the list is drawn (the frame after this commit:
  // the renderer's store tells the nodes), it goes there.
  const restore = useContext(UNSAFE_DataRouterStateContext)?.restoreScrollPosition;
  const drawn = state.status === 'ok';
  useEffect(() => {
    if (drawn && typeof restore === 'number') requestAnimationFrame(() => scrollTo(0, restore));
  }, [drawn, restore]);
  return (
    <ScreenPage
      screen={screen}
      registry={complaintListRegistry}
      state={state}
      retry={retry}
      onAction={onAction}
    />
  );
}
