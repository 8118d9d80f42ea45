// Complaint question types (SPEC §2 /complainPage, also /complaint): problem-init with the
// query's orderId, the selected order with "All" to switch it (a bottom sheet of the layout),
// the question types as tiles. Type 1 (collection) reveals its sub-types, unless the order
// refuses it (isShow not 1); a sub-type, or any other type, goes on to the complaint form.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from '../../app/router';
import { readJson, sessionStore, writeJson } from '../../lib/storage';
import layout from '../../../schemas/v1/screens/complain-page.json';
import { showToast } from '../../../renderers/ui/toast-store';
import { problemInit } from '../../api/complaint-form-endpoints';
import { useApi, type LoadState } from '../../api/use-api';
import { useSessionNavigate } from '../../app/navigation';
import { useAppActions } from '../../app/use-app-actions';
import type { ComplainPageEvent } from '../../generated/screens/complain-page';
import type { ComplaintOrder, ProblemInitResponse, ProblemTypeChoice } from '../../generated/types';
import { addEnglish, t } from '../../i18n';
import { COLLECTION_TYPE, orderNoOf } from '../../lib/complaint-query';
import { mayFileCollection, ordersOf, sameOrder, usableTitle } from '../../lib/complaint-rules';
import { ScreenPage, shippedScreen } from '../shared/ScreenPage';
import { initPayload } from './calls';
import { complaintFormEn } from '../../i18n/en-complaint-form';
import { complainPageRegistry } from '../../generated/registries/complain-page';

addEnglish(complaintFormEn);

const screen = shippedScreen(layout);

export default function ComplainPage() {
  const [query] = useSearchParams();
  const payload = useMemo(() => initPayload(query), [query]);
  const { state, retry } = useApi(problemInit, payload);
  const navigate = useSessionNavigate();

  // The order picked with "All", kept for this history entry (its key): Back from the form
  // comes back to it, not to the server's default order.
  const { key: entry } = useLocation();
  const [pickedNo, setPickedNo] = useState(() => keptOrderNo(entry));
  const [selectedType, setSelectedType] = useState('');

  const orders = state.status === 'ok' ? ordersOf(state.answer.data) : null;
  const picked = pickedNo ? orders?.all.find((o) => String(o.orderNo) === pickedNo) : undefined;
  // The order chosen before: the complaint form sends it back after "Successfully Sent",
  // as the server wrote it (dots and slashes too).
  const returnedNo = orderNoOf(query.get('orderNo'));
  const returned = returnedNo
    ? orders?.all.find((o) => String(o.orderNo) === returnedNo)
    : undefined;
  const order = picked ?? returned ?? orders?.selected ?? null;
  const sonTypes = useMemo(
    () => (state.status === 'ok' ? titled(state.answer.data.problemSonType) : []),
    [state],
  );

  // The sub-types open below the tiles: on a small screen they would appear out of sight.
  // Scrolled to in the next frame: the nodes that read the new choice draw in the commit
  // after this page's (the renderer's store tells them), which is before that frame.
  useEffect(() => {
    if (selectedType !== COLLECTION_TYPE) return undefined;
    const frame = requestAnimationFrame(() =>
      document
        .querySelector('[data-node-id="complain-sub-types"]')
        ?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [selectedType]);

  const pickOrder = useCallback(
    (orderNo: string) => {
      const next = orders?.all.find((o) => String(o.orderNo) === orderNo);
      if (!next) return;
      setPickedNo(orderNo);
      keepOrderNo(entry, orderNo);
      // The sub-types belong to the old order's permission: fold them if the new one refuses.
      if (!sameOrder(next, order) && !mayFileCollection(next)) setSelectedType('');
    },
    [orders, order, entry],
  );

  const onEmit = useCallback(
    (event: ComplainPageEvent) => {
      switch (event.name) {
        case 'pickOrder':
          return pickOrder(event.value);
        case 'pickSonType':
          return navigate('/complainPageNext', formQuery(COLLECTION_TYPE, event.value, order));
        case 'pickType':
          if (event.value !== COLLECTION_TYPE) {
            navigate('/complainPageNext', formQuery(event.value, '', order));
          } else if (!mayFileCollection(order)) {
            // The spec gives this one in Spanish: the toast marks it so (langOfText).
            showToast(t('complainForm.typeNotSupported'));
          } else if (sonTypes.length > 0) {
            setSelectedType(COLLECTION_TYPE);
          } else {
            // No sub-type to choose: an empty "What happened?" would be a dead end (decision 005).
            navigate('/complainPageNext', formQuery(COLLECTION_TYPE, '', order));
          }
      }
    },
    [navigate, order, pickOrder, sonTypes],
  );
  const onAction = useAppActions({ onEmit });

  const view: LoadState<ScreenData> =
    state.status === 'ok'
      ? {
          status: 'ok',
          answer: {
            order,
            orders: orders?.all ?? [],
            problemType: titled(state.answer.data.problemType),
            problemSonType: sonTypes,
            selectedType,
          },
        }
      : state;

  return (
    <ScreenPage
      screen={screen}
      registry={complainPageRegistry}
      state={view}
      retry={retry}
      onAction={onAction}
    />
  );
}

/**
 * Session storage, by history entry: the entry's own state is not reachable while the "All"
 * sheet holds an entry above it. One value: the latest page's pick is the one Back finds.
 */
const PICKED_KEY = 'borrower.complaintOrder';
const isPick = (v: unknown): v is { entry: string; orderNo: string } =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as { entry?: unknown }).entry === 'string' &&
  typeof (v as { orderNo?: unknown }).orderNo === 'string';

/** The order number picked before on this history entry, or ''. */
function keptOrderNo(entry: string): string {
  const store = sessionStore();
  const pick = store ? readJson(PICKED_KEY, isPick, store) : null;
  return pick?.entry === entry ? pick.orderNo : '';
}

function keepOrderNo(entry: string, orderNo: string): void {
  const store = sessionStore();
  if (store) writeJson(PICKED_KEY, { entry, orderNo }, store);
}

/** The choices a tile can name: one without a title is no tile (it has nothing to say). */
function titled(choices: ProblemTypeChoice[]): ProblemTypeChoice[] {
  return choices.filter((choice) => usableTitle(choice.title) !== null);
}

interface ScreenData {
  order: ComplaintOrder | null;
  orders: ComplaintOrder[];
  problemType: ProblemInitResponse['data']['problemType'];
  problemSonType: ProblemInitResponse['data']['problemSonType'];
  selectedType: string;
}

/** The form's query: empty values are left out rather than sent as "key=". */
function formQuery(
  problemType: string,
  problemSonType: string,
  order: ComplaintOrder | null,
): Record<string, string> {
  const query: Record<string, string> = { problemType };
  if (problemSonType) query.problemSonType = problemSonType;
  if (order) query.orderNo = String(order.orderNo);
  return query;
}
