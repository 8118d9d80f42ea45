// The rating dialog of the complaint details (SPEC §4): it opens RATING_DELAY_MS after the
// details loaded when a score is needed (the timer dies with the page); a star stores the
// score; Send posts save-score once per tap; '00' closes it, resets the score and shows the
// spec's success text; a refusal or a failed call keeps it open with the reason; Cancel
// closes and resets. Send without a star sends nothing and asks for one; a dialog due while
// an image is enlarged waits for it to close (docs/decisions/009-complaint-rating.md).
import { useCallback, useEffect, useMemo, useState } from 'react';
import { showToast } from '../../../renderers/ui/toast-store';
import { saveScore } from '../../api/complaint-history-endpoints';
import { useSubmit } from '../../api/use-submit';
import { t } from '../../i18n';
import { RATING_DELAY_MS, STAR_COUNT, type RatingView } from './details-view';
import { VIEWING_IMAGE } from './ImageGallery';

const CLOSED = { open: false, score: 0, message: '' };

export function useRating(
  problemId: string,
  needed: boolean,
): { rating: RatingView; onEmit: (name: string, value?: string) => void } {
  const [state, setState] = useState(CLOSED);
  // A dialog that comes due while an image is enlarged waits until the image is closed.
  const [viewingImage, setViewingImage] = useState(false);
  const { submit, pending } = useSubmit(saveScore);

  useEffect(() => {
    if (!needed) return undefined;
    const timer = setTimeout(() => setState((s) => ({ ...s, open: true })), RATING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [needed]);

  const send = useCallback(
    async (score: number) => {
      if (score < 1) {
        setState((s) => ({ ...s, message: t('complaintHistory.rateChooseStar') }));
        return;
      }
      setState((s) => ({ ...s, message: '' }));
      // The reason of a refusal is shown inside the dialog, where the borrower is looking.
      const result = await submit({ score, problemId }, { toastOnReject: false });
      if (!result) return; // a call was already in flight, or the page has gone
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
    (name: string, value?: string) => {
      if (name === 'rate') {
        const score = Number(value);
        if (Number.isInteger(score) && score >= 1 && score <= STAR_COUNT)
          setState((s) => ({ ...s, score, message: '' }));
      } else if (name === VIEWING_IMAGE) {
        setViewingImage(value === '1');
      } else if (name === 'cancelRating') {
        setState(CLOSED);
      } else if (name === 'sendRating') {
        void send(state.score);
      }
    },
    [send, state.score],
  );

  const rating = useMemo(
    () => ({ ...state, open: state.open && !viewingImage, pending }),
    [state, viewingImage, pending],
  );
  return { rating, onEmit };
}
