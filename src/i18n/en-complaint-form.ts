// English strings of the complaint type selection and complaint form screens; spread into the en catalogue.
export const complaintFormEn = {} as const;
