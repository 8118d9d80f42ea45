// The complaint list's endpoint (SPEC §7). Each complaint page has its own endpoint module: a
// module shared by two routes is downloaded whole by both, answer validators included.
import type { ProblemListResponse } from '../generated/types';
import { validateProblemListResponse } from '../generated/validators/v1/api/problem-list';
import type { Endpoint } from './endpoints';
import { problemListWire } from './wire';

/** No payload (SPEC: "not shown"): the session parameters in the query identify the borrower. */
export const problemList: Endpoint<ProblemListResponse> = {
  ...problemListWire,
  validate: validateProblemListResponse,
  body: 'form',
  required: [],
  schema: 'problem-list.schema.json',
  success: 'code0',
};
