// Multipart upload of one file (SPEC §7 upload-problem-img): the same URL, session query,
// headers, 60 s limit and settling as every other call (transport.ts), plus upload progress
// and an abort. The browser writes the multipart Content-Type with its boundary.
import axios from 'axios';
import { t } from '../i18n';
import { API_BASE, API_TIMEOUT_MS } from './config';
import type { Endpoint } from './endpoints';
import { buildRequest } from './request';
import { settleResponse, type ApiResult } from './transport';

export interface UploadOptions {
  /** Multipart field name of the file. */
  field: string;
  /** 0..1 as bytes leave the device. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
}

const http = axios.create({
  responseType: 'text',
  transformResponse: (raw: unknown) => raw,
  validateStatus: () => true,
});

export async function uploadFile<Answer>(
  endpoint: Endpoint<Answer>,
  file: Blob,
  fileName: string,
  options: UploadOptions,
): Promise<ApiResult<Answer>> {
  const wire = buildRequest(API_BASE, endpoint, {}, window.location.search);
  // The body is FormData: the request must not claim a form-encoded or JSON body.
  const headers = { ...wire.headers };
  delete headers['Content-Type'];
  const form = new FormData();
  form.append(options.field, file, fileName);

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? API_TIMEOUT_MS);
  const onOuterAbort = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', onOuterAbort);

  try {
    const response = await http.request<string>({
      url: wire.url,
      method: 'POST',
      headers,
      data: form,
      signal: controller.signal,
      onUploadProgress: (event) => {
        const total = event.total ?? file.size;
        if (total > 0) options.onProgress?.(Math.min(1, event.loaded / total));
      },
    });
    return settleResponse(endpoint, response.status, response.data, { toastOnReject: false });
  } catch {
    if (timedOut) return { ok: false, failure: { kind: 'timeout', message: t('error.timeout') } };
    if (options.signal?.aborted) return { ok: false, failure: { kind: 'aborted', message: '' } };
    return { ok: false, failure: { kind: 'network', message: t('error.network') } };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }
}
