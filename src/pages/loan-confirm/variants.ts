// The calls behind a loan confirm page and how their answers are read. Version 3 and the
// period variant use ./newer-calls.ts, the older variant ./older-calls.ts (contract loan.md):
// two modules, so a page downloads only its own validators.
import type { Endpoint } from '../../api/endpoints';
import type { LinkTarget } from '../../app/server-links';
import type { LoanConfirmResponse } from '../../generated/types';
import type { ListedAgreement } from './rules';

export interface CallSet<Agreements, Jump, Push> {
  confirm: Endpoint<LoanConfirmResponse>;
  agreements: Endpoint<Agreements>;
  /** The agreements of an answer, or null when it has no usable list. */
  agreementsOf: (answer: Agreements) => ListedAgreement[] | null;
  jump: Endpoint<Jump>;
  /** Where an agreement's title leads (a history push), or null when refused. */
  jumpTarget: (answer: Jump) => LinkTarget | null;
  push: Endpoint<Push>;
  /**
   * Where the borrower goes after the push, or null when refused. That page replaces the
   * confirm page (SPEC §4): no way back to a loan already pushed.
   */
  pushTarget: (answer: Push) => LinkTarget | null;
}
