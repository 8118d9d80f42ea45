// Endpoints of the complaint details and the service rating (SPEC §7). The list has its own
// module (./complaint-list-endpoints.ts): neither page downloads the other's validator.
import type { ProblemDetailResponse, SaveScoreResponse } from '../generated/types';
import { validateProblemDetailResponse } from '../generated/validators/v1/api/problem-detail';
import type { Endpoint } from './endpoints';
import { loadedAfterPaint } from './loaded-after-paint';
import { problemDetailWire } from './wire';

// The rating's answer validator loads after the page's content paint (./loaded-after-paint.ts).
const saveScoreValidator = loadedAfterPaint<SaveScoreResponse>(() =>
  import('../generated/validators/v1/api/save-score').then((m) => m.validateSaveScoreResponse),
);

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
