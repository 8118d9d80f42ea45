// English strings of the complaint list, details and rating screens; spread into the en catalogue.
export const complaintHistoryEn = {} as const;
