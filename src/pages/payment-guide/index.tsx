// The payment guide (/paymentGuide, SPEC §2 "Payment-instructions guide page", contract
// repayment.md "Payment guide"): GCash, Maya and 7-Eleven in that order, each with its numbered
// steps and a picture per step that enlarges on tap (the layout's gallery). The content ships
// with the app (content.ts); there is no API call. The layout is
// schemas/v1/screens/payment-guide.json.
import { useMemo } from 'react';
import brand from '../../../schemas/v1/config/brand.default.json';
import { AppScreenView } from '../../app/AppScreenView';
import { useAppActions } from '../../app/use-app-actions';
import { t, type Translate } from '../../i18n';
import { GUIDE } from './content';
import { guideScreen } from './screen';
import { paymentGuideRegistry } from '../../generated/registries/payment-guide';

/** The screen data: every text translated, `{biller}` the lender's name as billers list it. */
export function guideData(translate: Translate) {
  const params = { biller: brand.companyName };
  return {
    channels: GUIDE.map((channel) => ({
      id: channel.id,
      name: translate(channel.name),
      kind: translate(channel.kind),
      steps: channel.steps.map((step) => ({
        text: translate(step.text, params),
        pictures: [{ src: step.image, alt: translate(step.alt) }],
      })),
    })),
  };
}

export default function PaymentGuidePage() {
  const onAction = useAppActions();
  const data = useMemo(() => guideData(t), []);
  return (
    <AppScreenView
      screen={guideScreen}
      registry={paymentGuideRegistry}
      data={data}
      onAction={onAction}
    />
  );
}
