// English strings of the repayment pages: instalment, rollover/delay and the two code pages.
export const repaymentEn = {} as const;
