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
/** Pay codes are letters, digits and dashes; anything else is not a code we can show. */
const PAY_CODE = /^[A-Za-z0-9-]{1,64}$/;

export function readCodeQuery(query: URLSearchParams): CodeQuery {
  const amount = query.get('amount')?.trim() ?? '';
  const payCode = query.get('payCode')?.trim() ?? '';
  return {
    showCode: query.get('showType') === '1',
    amount: CENTAVOS.test(amount) ? Number(amount) : null,
    payCode: PAY_CODE.test(payCode) ? payCode : null,
    channelImg: query.get('channelImg') ?? '',
  };
}
