// The boot script's one HTTP exchange over XMLHttpRequest, for a route's early calls
// (./early.ts): the app's calls go through axios (./clients.ts), which the boot script must
// not carry, since it runs on every route before anything else (decisions 024, 039). It
// settles with any status and rejects when no answer came; the early call's adopter judges
// the answer in the transport (./transport.ts) as it judges its own.

export interface HttpRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  signal: AbortSignal;
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
