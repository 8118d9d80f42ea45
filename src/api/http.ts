// One HTTP exchange over XMLHttpRequest, and nothing more: the transport (./transport.ts)
// owns the time limit, the status rules and reading the body. XHR rather than fetch because
// an upload reports its progress (the complaint photos) and web views of every age have it.
// It replaced axios, whose features the transport had all switched off (decision 018).

export interface HttpRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string | FormData;
  signal: AbortSignal;
  /** Bytes sent so far and the total, while the body leaves the device. */
  onUploadProgress?: (loaded: number, total: number) => void;
}

export interface HttpResponse {
  status: number;
  text: string;
}

/** Settles with whatever status came back; rejects when no answer came (network, abort). */
export function exchange(request: HttpRequest): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    if (request.signal.aborted) return reject(new Error(`aborted before sending ${request.url}`));
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const done = () => request.signal.removeEventListener('abort', onAbort);
    xhr.open(request.method, request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    const progress = request.onUploadProgress;
    if (progress) xhr.upload.onprogress = (event) => progress(event.loaded, event.total);
    xhr.onload = () => {
      done();
      resolve({ status: xhr.status, text: xhr.responseText });
    };
    xhr.onerror =
      xhr.onabort =
      xhr.ontimeout =
        () => {
          done();
          reject(new Error(`no answer from ${request.url}`));
        };
    request.signal.addEventListener('abort', onAbort);
    xhr.send(request.body ?? null);
  });
}
