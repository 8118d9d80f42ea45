// Repayment by code, first version (/repaymentOfCode, SPEC §2, contract repayment.md): the
// amount and, for showType 1, the pay code with Copy and the channel image; otherwise a QR code
// of the pay code with the scan tips. All of it comes from the query; a missing or malformed
// code or amount shows a message and Back. The layout is
// schemas/v1/screens/repayment-by-code.json.
import { useCallback, useMemo } from 'react';
import layout from '../../../schemas/v1/screens/repayment-by-code.json';
import { AppScreenView } from '../../app/AppScreenView';
import { backOrClose } from '../../app/go-back';
import { useLocation } from '../../app/router';
import { useAppActions } from '../../app/use-app-actions';
import type { RepaymentByCodeEvent } from '../../generated/screens/repayment-by-code';
import { addEnglish } from '../../i18n';
import { repaymentEn } from '../../i18n/en-repayment';
import { helpTexts } from '../repayment/help-steps';
import { shippedScreen } from '../shared/ScreenPage';
import { readCodeQuery } from './rules';
import { repaymentByCodeRegistry } from '../../generated/registries/repayment-by-code';

addEnglish(repaymentEn);
const screen = shippedScreen(layout);

export default function RepaymentByCodePage() {
  const { search } = useLocation();
  const onEmit = useCallback((event: RepaymentByCodeEvent) => {
    if (event.name === 'back') backOrClose();
  }, []);
  const onAction = useAppActions({ onEmit });
  const data = useMemo(() => {
    const query = readCodeQuery(new URLSearchParams(search));
    const { defaultSteps, scanTips } = helpTexts();
    return {
      view: {
        ...query,
        valid: query.amount !== null && query.payCode !== null,
        walletSteps: defaultSteps,
        scanTips,
      },
    };
  }, [search]);
  return (
    <AppScreenView
      screen={screen}
      registry={repaymentByCodeRegistry}
      data={data}
      onAction={onAction}
    />
  );
}
