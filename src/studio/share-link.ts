// A link that reopens the studio on a document: its id and its text, deflated and written in
// base64url after the #, so it never reaches a server log. Reading a link checks everything:
// a link cut short, edited by hand or from another tool gives a plain reason, not a crash.

/** Far above any config or layout; a link that inflates beyond it is not one of ours. */
const MAX_BYTES = 4_000_000;

/** The bytes through a (de)compression stream, refusing output beyond MAX_BYTES. */
async function pipe(
  bytes: Uint8Array<ArrayBuffer>,
  stream: CompressionStream | DecompressionStream,
): Promise<Uint8Array<ArrayBuffer>> {
  const reader = new Response(bytes).body!.pipeThrough(stream).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > MAX_BYTES) {
      await reader.cancel();
      throw new RangeError('too large');
    }
    chunks.push(read.value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export async function shareHash(docId: string, text: string): Promise<string> {
  const packed = await pipe(new TextEncoder().encode(text), new CompressionStream('deflate-raw'));
  return `#${new URLSearchParams({ doc: docId, text: toBase64Url(packed) })}`;
}

export type SharedDocument =
  | { ok: true; docId: string; text: string }
  | { ok: false; reason: string }
  /** The hash holds no shared document at all. */
  | null;

export async function readShareHash(hash: string): Promise<SharedDocument> {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const docId = params.get('doc');
  const packed = params.get('text');
  if (docId === null && packed === null) return null;
  if (!docId || !packed) return { ok: false, reason: 'the link is missing its document' };
  try {
    const bytes = await pipe(fromBase64Url(packed), new DecompressionStream('deflate-raw'));
    return { ok: true, docId, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch (error) {
    return {
      ok: false,
      reason:
        error instanceof RangeError
          ? 'its document is far larger than any config'
          : 'the link was cut short or changed; its document cannot be read',
    };
  }
}
