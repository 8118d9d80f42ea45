// Payment help shipped with the app (SPEC §2, contract repayment.md): the 6 default e-wallet
// steps, shown when a record has no payNotice or there is no record, and the 5 QR-scan tips,
// shown on both code pages. Catalogue keys, in order.
import { t } from '../../i18n';
import type { MessageKey } from '../../i18n/en';

export const DEFAULT_STEPS: readonly MessageKey[] = [
  'repayCode.step1',
  'repayCode.step2',
  'repayCode.step3',
  'repayCode.step4',
  'repayCode.step5',
  'repayCode.step6',
];

export const SCAN_TIPS: readonly MessageKey[] = [
  'repayCode.tip1',
  'repayCode.tip2',
  'repayCode.tip3',
  'repayCode.tip4',
  'repayCode.tip5',
];

/** Both lists in the page's language, as a layout's lists show them. */
export function helpTexts(): { defaultSteps: string[]; scanTips: string[] } {
  return {
    defaultSteps: DEFAULT_STEPS.map((key) => t(key)),
    scanTips: SCAN_TIPS.map((key) => t(key)),
  };
}
