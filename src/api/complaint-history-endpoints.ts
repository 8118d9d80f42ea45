// Endpoints of the complaint list, complaint details and the service rating (SPEC §7).
import type {
  ProblemDetailResponse,
  ProblemListResponse,
  SaveScoreResponse,
} from '../generated/types';
import { validateProblemDetailResponse } from '../generated/validators/v1/api/problem-detail';
import { validateProblemListResponse } from '../generated/validators/v1/api/problem-list';
import type { Endpoint } from './endpoints';
import { loadedAfterPaint } from './loaded-after-paint';
import { problemDetailWire, problemListWire } from './wire';

// Their answers' validators load after the page's content paint (./loaded-after-paint.ts).
const saveScoreValidator = loadedAfterPaint<SaveScoreResponse>(() =>
  import('../generated/validators/v1/api/save-score').then((m) => m.validateSaveScoreResponse),
);

/** No payload (SPEC: "not shown"): the session parameters in the query identify the borrower. */
export const problemList: Endpoint<ProblemListResponse> = {
  ...problemListWire,
  validate: validateProblemListResponse,
  body: 'form',
  required: [],
  schema: 'problem-list.schema.json',
  success: 'code0',
};

export const problemDetail: Endpoint<ProblemDetailResponse> = {
  ...problemDetailWire,
  validate: validateProblemDetailResponse,
  body: 'form',
  required: ['problemId'],
  schema: 'problem-detail.schema.json',
  success: 'code0',
};

/** Success is the code '00'; the transport's success rule accepts it. */
export const saveScore: Endpoint<SaveScoreResponse> = {
  path: '/user-problem/save-score',
  method: 'POST',
  client: 'json',
  validate: saveScoreValidator,
  body: 'form',
  required: ['score', 'problemId'],
  schema: 'save-score.schema.json',
  success: 'code00',
};
