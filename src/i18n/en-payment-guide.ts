// English strings of the payment guide and the payment-provider instructions.
export const paymentGuideEn = {} as const;
