// A LoadingValidator (./endpoints.ts) whose code is asked for once the page is painted. Its
// own module: an endpoint module that uses it must not bring ./endpoints.ts's own endpoint
// (and that one's validator) into the page.
import { afterContentPaint } from '../../renderers/after-paint';
import type { Validator } from '../generated/validator';
import type { LoadingValidator } from './endpoints';

/**
 * The LoadingValidator of `load`, asked for once the page's content is on screen: after the
 * page's largest paint, yet before the borrower's first tap in all but the slowest cases, so
 * a submit's answer does not wait for it (nor is lost to a chunk that did not come, when the
 * server has acted). A call asks again when that failed.
 */
export function loadedAfterPaint<Answer>(
  load: () => Promise<Validator<Answer>>,
): LoadingValidator<Answer> {
  let loading: Promise<Validator<Answer>> | undefined;
  const validator: LoadingValidator<Answer> = {
    load: () => {
      if (!loading) {
        loading = load();
        loading.catch(() => (loading = undefined));
      }
      return loading;
    },
  };
  void afterContentPaint()
    .then(validator.load)
    .catch(() => undefined);
  return validator;
}
