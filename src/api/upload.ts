// Multipart upload of one file (SPEC §7 upload-problem-img): the same URL, session query,
// headers, 60 s limit and settling as every other call (transport.ts), plus upload progress
// and an abort. The browser writes the multipart Content-Type with its boundary.
import { API_BASE } from './config';
import type { Endpoint } from './endpoints';
import { buildRequest } from './request';
import { send, type ApiResult } from './transport';

export interface UploadOptions {
  /** Multipart field name of the file. */
  field: string;
  /** 0..1 as bytes leave the device. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export function uploadFile<Answer>(
  endpoint: Endpoint<Answer>,
  file: Blob,
  fileName: string,
  { field, onProgress, signal, timeoutMs }: UploadOptions,
): Promise<ApiResult<Answer>> {
  const wire = buildRequest(API_BASE, endpoint, {}, window.location.search);
  // The body is FormData: the request must not claim a form-encoded or JSON body.
  const headers = { ...wire.headers };
  delete headers['Content-Type'];
  const form = new FormData();
  form.append(field, file, fileName);
  return send(
    endpoint,
    {
      url: wire.url,
      method: 'POST',
      headers,
      body: form,
      onUploadProgress: (loaded, reported) => {
        // Some web views report no total: the file's own size is close enough.
        const total = reported || file.size;
        if (total > 0) onProgress?.(Math.min(1, loaded / total));
      },
    },
    // The page shows the server's reason next to the image, where the borrower looks.
    { signal, timeoutMs, toastOnReject: false },
  );
}
