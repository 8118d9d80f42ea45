// The rating dialog of the complaint details (SPEC §4): it opens RATING_DELAY_MS after the
// details loaded when a score is needed (the timer dies with the page); Send posts save-score
// with the chosen star once per tap; '00' closes it and shows the spec's success text; a
// refusal or a failed call keeps it open with the reason; Cancel closes it. Send without a
// star sends nothing and asks for one (docs/decisions/009-complaint-rating.md). The stars,
// and holding the dialog while an image is enlarged, are the layout's local state.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { showToast } from '../../../renderers/ui/toast-store';
import { saveScore } from '../../api/complaint-details-endpoints';
import { useNavigatingAway, useSubmit } from '../../api/use-submit';
import type { ComplainDetailsEvent } from '../../generated/screens/complain-details';
import { t } from '../../i18n';
import { RATING_DELAY_MS, STAR_COUNT, type RatingView } from './details-view';

const CLOSED = { open: false, message: '' };

export function useRating(
  problemId: string,
  needed: boolean,
): { rating: RatingView; onEmit: (event: ComplainDetailsEvent) => void } {
  const [state, setState] = useState(CLOSED);
  const { submit, pending } = useSubmit(saveScore);
  const away = useNavigatingAway();
  const cancelled = useRef(false);

  useEffect(() => {
    if (!needed) return undefined;
    const timer = setTimeout(() => {
      // Not over a page the borrower is leaving (Back while the list's code loads).
      if (!away.current) setState((s) => ({ ...s, open: true }));
    }, RATING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [needed, away]);

  const send = useCallback(
    async (score: number) => {
      if (!Number.isInteger(score) || score < 1 || score > STAR_COUNT) {
        setState((s) => ({ ...s, message: t('complaintHistory.rateChooseStar') }));
        return;
      }
      setState((s) => ({ ...s, message: '' }));
      // The reason of a refusal is shown inside the dialog, where the borrower is looking.
      const result = await submit({ score, problemId }, { toastOnReject: false });
      if (!result) return; // a call was already in flight, or the page has gone
      // Cancelled while the call was on its way: the score counts, but nothing pops up later.
      if (cancelled.current) return;
      if (result.ok) {
        setState(CLOSED);
        showToast(t('complaintHistory.rateSuccess'));
      } else {
        setState((s) => ({ ...s, message: result.failure.message }));
      }
    },
    [submit, problemId],
  );

  const onEmit = useCallback(
    (event: ComplainDetailsEvent) => {
      switch (event.name) {
        case 'rate':
          return setState((s) => ({ ...s, message: '' }));
        case 'cancelRating':
          cancelled.current = true;
          return setState(CLOSED);
        case 'sendRating':
          return void send(Number(event.value));
      }
    },
    [send],
  );

  const rating = useMemo(() => ({ ...state, pending }), [state, pending]);
  return { rating, onEmit };
}
