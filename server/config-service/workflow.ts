// Documents and their versions: draft → submitted → published, a once-published version
// replaced later is `retired` and may be published again (a rollback, in one step). Every body
// is checked (validate.ts) before it is stored. The steps that must be atomic are single
// storage calls (storage.ts); this file maps their outcomes to the API's answers.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser, requireWrite } from './auth';
import type { ServiceContext } from './context';
import { diff } from './diff';
import { badRequest, notFound, ServiceError } from './errors';
import { checkDocumentName } from './kinds';
import type { VersionRecord } from './storage';
import { assertValid } from './validate';

const DOC = '/config-api/v1/documents/:kind/:key';
const NOTE_LIMIT = 2000;

interface DocParams {
  kind: string;
  key: string;
  version?: string;
}

function documentOf(request: FastifyRequest) {
  const { kind, key, version } = request.params as DocParams;
  const checkedKind = checkDocumentName(kind, key);
  if (version === undefined) return { kind: checkedKind, key, version: 0 };
  return { kind: checkedKind, key, version: versionNumber(version, 'version') };
}

/** The largest version number the storage keeps (both backends: a 32-bit INTEGER). */
const MAX_VERSION = 2_147_483_647;

function versionNumber(raw: unknown, name: string): number {
  const value = typeof raw === 'number' ? raw : Number(raw);
  if (typeof raw === 'string' && !/^[0-9]+$/.test(raw)) {
    throw badRequest(`${name} must be a version number.`);
  }
  if (!Number.isSafeInteger(value) || value < 1 || value > MAX_VERSION)
    throw badRequest(`${name} must be a version number.`);
  return value;
}

function noteOf(body: Record<string, unknown>, required: boolean): string {
  const note = body.note;
  if (note === undefined && !required) return '';
  if (typeof note !== 'string') throw badRequest('note must be a text saying why.');
  if (note.length > NOTE_LIMIT) throw badRequest(`note may have at most ${NOTE_LIMIT} characters.`);
  // PostgreSQL's text cannot hold NUL: refused here, as a request's fault, not the service's.
  if (note.includes('\u0000')) throw badRequest('note may not contain the NUL character.');
  return note;
}

function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body ?? {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('Send a JSON object.');
  return body as Record<string, unknown>;
}

const listed = (v: VersionRecord) => ({
  version: v.version,
  state: v.state,
  author: v.author,
  createdAt: v.createdAt,
  note: v.note,
  ...(v.basedOn !== null ? { basedOn: v.basedOn } : {}),
  ...(v.submittedBy !== null ? { submittedBy: v.submittedBy, submittedAt: v.submittedAt } : {}),
  ...(v.publishedBy !== null ? { publishedBy: v.publishedBy, publishedAt: v.publishedAt } : {}),
});

export function workflowRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const { storage } = ctx;
  const at = () => ctx.now().toISOString();

  async function versionOrThrow(kind: string, key: string, version: number) {
    const found = await storage.getVersion(kind, key, version);
    if (!found) throw notFound(`${kind}/${key} has no version ${version}.`);
    return found;
  }

  app.get('/config-api/v1/documents', async (request) => {
    requireUser(request);
    return { documents: await storage.listDocuments() };
  });

  app.get(`${DOC}/versions`, async (request) => {
    requireUser(request);
    const { kind, key } = documentOf(request);
    return { versions: (await storage.listVersions(kind, key)).map(listed) };
  });

  app.get(`${DOC}/versions/:version`, async (request) => {
    requireUser(request);
    const { kind, key, version } = documentOf(request);
    const found = await versionOrThrow(kind, key, version);
    return { kind, key, ...listed(found), body: found.body };
  });

  app.post(`${DOC}/versions`, async (request, reply) => {
    const session = requireWrite(request, 'editor');
    const { kind, key } = documentOf(request);
    const input = bodyOf(request);
    if (!('body' in input)) throw badRequest('Send {"body": <the document>, "note": …}.');
    const note = noteOf(input, false);
    const basedOn =
      input.basedOn === undefined || input.basedOn === null
        ? null
        : versionNumber(input.basedOn, 'basedOn');
    if (basedOn !== null) await versionOrThrow(kind, key, basedOn);
    // The latest version the editor knew of (null: none yet). Omitted, nothing is checked.
    const expectedLatest =
      input.expectedLatest === undefined
        ? undefined
        : input.expectedLatest === null
          ? 0
          : versionNumber(input.expectedLatest, 'expectedLatest');
    assertValid(kind, input.body);
    // A save sent again once it was stored (a retry after a gateway timed out, a second tap)
    // is answered with the draft it made, not a copy: the same author's latest version, still
    // a draft, with the same body, note and base.
    const [latest] = await storage.listVersions(kind, key);
    if (
      latest?.state === 'draft' &&
      latest.author === session.user &&
      latest.note === note &&
      latest.basedOn === basedOn &&
      diff(latest.body, input.body).length === 0
    ) {
      return reply.code(200).send({ version: latest.version, state: 'draft' });
    }
    const version = await storage.createVersion({
      kind,
      key,
      body: input.body,
      basedOn,
      expectedLatest,
      user: session.user,
      at: at(),
      note,
    });
    if (version === null) {
      // Someone saved meanwhile: this save would set their change aside unseen.
      const [newer] = await storage.listVersions(kind, key);
      throw new ServiceError(
        409,
        'behind',
        newer
          ? `Version ${newer.version} was saved by ${newer.author} at ${newer.createdAt} while you were editing; compare it with your changes, then save again.`
          : 'The versions you were editing on are gone; reload the document.',
      );
    }
    return reply.code(201).send({ version, state: 'draft' });
  });

  app.post(`${DOC}/versions/:version/submit`, async (request) => {
    const session = requireWrite(request, 'editor');
    const { kind, key, version } = documentOf(request);
    const note = noteOf(bodyOf(request), false);
    const result = await storage.submit({ kind, key, version, user: session.user, at: at(), note });
    if (result.status === 'not-found') throw notFound(`${kind}/${key} has no version ${version}.`);
    if (result.status === 'not-draft') {
      throw new ServiceError(
        409,
        'conflict',
        `Version ${version} is ${result.state}; only a draft can be submitted.`,
      );
    }
    return { version, state: 'submitted' };
  });

  app.post(`${DOC}/versions/:version/publish`, async (request) => {
    const session = requireWrite(request, 'publisher');
    const { kind, key, version } = documentOf(request);
    const input = bodyOf(request);
    const note = noteOf(input, false);
    if (!('expectedLive' in input)) {
      throw badRequest('Send "expectedLive": the live version you reviewed against, or null.');
    }
    const expectedLive =
      input.expectedLive === null ? null : versionNumber(input.expectedLive, 'expectedLive');
    // Checked again, with today's checks: a version saved under older ones (a catalogue key
    // since removed, a rule added) must not go live, by a publish or a rollback.
    // The version live already stays so (idempotent, contract): nothing to check again.
    const stored = await storage.getVersion(kind, key, version);
    const live = await storage.getLive(kind, key);
    if (stored && live?.version !== version) assertValid(kind, stored.body, 'it was not published');
    const result = await storage.publish({
      kind,
      key,
      version,
      expectedLive,
      user: session.user,
      at: at(),
      note,
    });
    switch (result.status) {
      case 'published':
      case 'unchanged':
        return { live: version };
      case 'not-found':
        throw notFound(`${kind}/${key} has no version ${version}.`);
      case 'not-publishable':
        throw new ServiceError(
          409,
          'conflict',
          `Version ${version} is a ${result.state}; only a submitted or retired version can be published.`,
        );
      case 'stale':
        throw new ServiceError(
          409,
          'stale',
          result.live
            ? `Version ${result.live.version} was published by ${result.live.publishedBy} at ${result.live.publishedAt} while you were looking; review it and publish again.`
            : 'Nothing is live for this document any more; review it and publish again.',
        );
    }
  });

  app.get(`${DOC}/diff`, async (request) => {
    requireUser(request);
    const { kind, key } = documentOf(request);
    const query = request.query as { from?: string; to?: string };
    const from = await versionOrThrow(kind, key, versionNumber(query.from, 'from'));
    const to = await versionOrThrow(kind, key, versionNumber(query.to, 'to'));
    return { from: from.version, to: to.version, changes: diff(from.body, to.body) };
  });
}
