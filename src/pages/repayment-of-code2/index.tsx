// The repayment-code page (/repaymentOfCode2, SPEC §2, contract repayment.md): the record the
// repayment pages saved (provider, pay code with Click to Copy, total, payNotice groups) and
// the copy-code and QR-scan help. No record, or a broken one, is never a blank page: a note,
// the 6 default e-wallet steps and Back. The layout is schemas/v1/screens/repayment-code.json.
import { useCallback, useMemo } from 'react';
import layout from '../../../schemas/v1/screens/repayment-code.json';
import { AppScreenView } from '../../app/AppScreenView';
import { backOrClose } from '../../app/go-back';
import { useAppActions } from '../../app/use-app-actions';
import type { RepaymentCodeEvent } from '../../generated/screens/repayment-code';
import { addEnglish } from '../../i18n';
import { repaymentEn } from '../../i18n/en-repayment';
import { helpTexts } from '../repayment/help-steps';
import { readRecord } from '../repayment/record';
import { shippedScreen } from '../shared/ScreenPage';
import { noticeGroups, totalOf } from './rules';
import { repaymentCodeRegistry } from '../../generated/registries/repayment-code';
import { readSession } from '../../lib/session';

addEnglish(repaymentEn);
const screen = shippedScreen(layout);

export default function RepaymentCodePage() {
  // Read once per visit: the record does not change while the page is open.
  const record = useMemo(() => readRecord(readSession(window.location.search).userId), []);
  const onEmit = useCallback((event: RepaymentCodeEvent) => {
    if (event.name === 'back') backOrClose();
  }, []);
  const onAction = useAppActions({ onEmit });
  const data = useMemo(() => {
    const notices = noticeGroups(record);
    const hasNotices = Object.keys(notices).length > 0;
    return {
      record,
      view: {
        found: record !== null,
        total: record ? totalOf(record) : undefined,
        notices,
        hasNotices,
        showDefaultSteps: !hasNotices,
        ...helpTexts(),
      },
    };
  }, [record]);
  return (
    <AppScreenView
      screen={screen}
      registry={repaymentCodeRegistry}
      data={data}
      onAction={onAction}
    />
  );
}
