// Payment-provider instructions (/paymentInstructions?channel=, SPEC §2, contract repayment.md
// "Payment-provider instructions"): the heading "Payment instructions", then each channel's
// name and numbered steps from the build-time config
// (schemas/v1/config/payment-instructions.default.json); `channel` (gcash, maya, 7eleven)
// shows that one alone, a missing or unknown value every channel. No API call. The layout is
// schemas/v1/screens/payment-instructions.json.
import { useMemo } from 'react';
import { AppScreenView } from '../../app/AppScreenView';
import { useLocation } from '../../app/router';
import { useAppActions } from '../../app/use-app-actions';
import { t } from '../../i18n';
import { instructionsData } from './rules';
import { instructionsScreen } from './screen';
import { paymentInstructionsRegistry } from '../../generated/registries/payment-instructions';

export default function PaymentInstructionsPage() {
  const { search } = useLocation();
  const onAction = useAppActions();
  const data = useMemo(() => instructionsData(search, t), [search]);
  return (
    <AppScreenView
      screen={instructionsScreen}
      registry={paymentInstructionsRegistry}
      data={data}
      onAction={onAction}
    />
  );
}
