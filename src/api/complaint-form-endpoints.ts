// The complaint type page and complaint form calls (SPEC §7 /user-problem/*): question types
// and orders, one image upload, and the complaint itself.
import type {
  ProblemInitResponse,
  ProblemSaveResponse,
  UploadProblemImgResponse,
} from '../generated/types';
import { validateProblemInitResponse } from '../generated/validators/v1/api/problem-init';
import type { Endpoint } from './endpoints';
import { loadedAfterPaint } from './loaded-after-paint';
import { problemInitWire } from './wire';

// Their answers' validators load after the page's content paint (./loaded-after-paint.ts).
const problemSaveValidator = loadedAfterPaint<ProblemSaveResponse>(() =>
  import('../generated/validators/v1/api/problem-save').then((m) => m.validateProblemSaveResponse),
);
const uploadProblemImgValidator = loadedAfterPaint<UploadProblemImgResponse>(() =>
  import('../generated/validators/v1/api/upload-problem-img').then(
    (m) => m.validateUploadProblemImgResponse,
  ),
);

export const problemInit: Endpoint<ProblemInitResponse> = {
  ...problemInitWire,
  validate: validateProblemInitResponse,
  body: 'form',
  // orderId is optional: without it the server picks the borrower's current order.
  required: [],
  schema: 'problem-init.schema.json',
  success: 'code0',
};

/** Sent with uploadFile() as multipart (field problemImage); success is code '00'. */
export const uploadProblemImg: Endpoint<UploadProblemImgResponse> = {
  path: '/user-problem/upload-problem-img',
  method: 'POST',
  client: 'json',
  validate: uploadProblemImgValidator,
  body: 'multipart',
  required: ['problemImage'],
  schema: 'upload-problem-img.schema.json',
  success: 'code00',
};

export const problemSave: Endpoint<ProblemSaveResponse> = {
  path: '/user-problem/problem-save',
  method: 'POST',
  client: 'form',
  validate: problemSaveValidator,
  body: 'form',
  // problemSonType, problemImage and orderNo may be empty (no sub-type, no image, no order).
  required: ['problemType', 'problemDetail'],
  schema: 'problem-save.schema.json',
  success: 'flag',
};
