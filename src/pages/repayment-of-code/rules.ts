// What /repaymentOfCode reads from its query (contract repayment.md): the native app opens it
// with showType, amount (integer centavos), payCode and channelImg. Values are checked here and
// shown only as text or through the image allow-list, never as markup.
export interface CodeQuery {
  /** Whether the pay code shows as text with Copy (showType 1); otherwise as a QR code. */
  showCode: boolean;
  amount: number | null;
  payCode: string | null;
  channelImg: string;
}

const CENTAVOS = /^\d{1,13}$/;
/**
 * Pay codes are letters, digits and dashes, with a letter or digit; anything else is not a
 * code we can show. A shell that writes a missing value into the link sends "null".
 */
const PAY_CODE = /^(?=.*[A-Za-z0-9])[A-Za-z0-9-]{1,64}$/;
const MISSING = /^(null|undefined|nan)$/i;
/** showType as a number, read tolerantly: "1", " 1", "01" and "1.0" are 1. */
const ONE = /^0*1(\.0+)?$/;

export function readCodeQuery(query: URLSearchParams): CodeQuery {
  const amount = query.get('amount')?.trim() ?? '';
  const payCode = query.get('payCode')?.trim() ?? '';
  return {
    showCode: ONE.test(query.get('showType')?.trim() ?? ''),
    amount: CENTAVOS.test(amount) ? Number(amount) : null,
    payCode: PAY_CODE.test(payCode) && !MISSING.test(payCode) ? payCode : null,
    channelImg: query.get('channelImg') ?? '',
  };
}
