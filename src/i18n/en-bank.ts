// English strings of the bank account binding screens; spread into the en catalogue.
export const bankEn = {} as const;
