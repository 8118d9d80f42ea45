// The studio's client of the config service (its HTTP API: docs/config-service-api.md). Every
// answer is typed as the contract says; every failure is a ServiceError with the service's own
// sentence for a person, or `unreachable` when no service answered at all (not running, a
// gateway error, an answer that is not the service's JSON).
export type Role = 'editor' | 'publisher';
export type VersionState = 'draft' | 'submitted' | 'published' | 'retired';

export interface User {
  name: string;
  role: Role;
}
export interface Session {
  user: User;
  csrfToken: string;
}
export interface LiveInfo {
  version: number;
  publishedAt: string;
  publishedBy: string;
}
export interface DocumentSummary {
  kind: string;
  key: string;
  live: LiveInfo | null;
  latest: { version: number; state: VersionState } | null;
}
export interface VersionInfo {
  version: number;
  state: VersionState;
  author: string;
  createdAt: string;
  note: string;
  submittedBy?: string;
  publishedBy?: string;
  publishedAt?: string;
}
export interface VersionBody extends VersionInfo {
  body: unknown;
}
export interface Change {
  pointer: string;
  op: 'add' | 'remove' | 'replace';
  before?: unknown;
  after?: unknown;
}
/** A step in the audit log; a submit's and a publish's note are kept only here. */
export interface AuditEntry {
  at: string;
  user: string;
  action: string;
  kind: string | null;
  key: string | null;
  version: number | null;
  note: string;
}
export interface ServiceProblem {
  pointer: string;
  message: string;
}

export const API_BASE = '/config-api/v1';

export class ServiceError extends Error {
  constructor(
    /** The HTTP status; 0 when no service answered. */
    readonly status: number,
    /** The contract's machine code (`stale`, `forbidden`, `invalid`…) or `unreachable`. */
    readonly code: string,
    message: string,
    readonly problems: readonly ServiceProblem[] = [],
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

export const UNREACHABLE_MESSAGE = 'The config service is not reachable.';

const unreachable = () => new ServiceError(0, 'unreachable', UNREACHABLE_MESSAGE);

/** The statuses a gateway answers when the service behind it is down. */
const GATEWAY_DOWN = new Set([502, 503, 504]);
/**
 * What the gateway (nginx, deploy/nginx.conf) says in its own words, not the service's JSON:
 * a body over its 1 MB limit, too many requests from one address.
 */
const GATEWAY_REFUSALS: Readonly<Record<number, [code: string, message: string]>> = {
  413: ['bad_request', 'The document is too large: the service takes at most 1 MB.'],
  429: ['too_many', 'Too many requests from this address: wait a minute and try again.'],
};

interface ErrorBody {
  error?: { code?: unknown; message?: unknown; problems?: unknown };
}

function problemsOf(raw: unknown): ServiceProblem[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter(
      (p): p is ServiceProblem =>
        typeof p === 'object' &&
        p !== null &&
        typeof (p as ServiceProblem).pointer === 'string' &&
        typeof (p as ServiceProblem).message === 'string',
    )
    .map(({ pointer, message }) => ({ pointer, message }));
}

const enc = encodeURIComponent;

export class ConfigService {
  private csrfToken = '';

  constructor(
    private readonly fetchImpl: typeof fetch = (...args) => fetch(...args),
    private readonly base = API_BASE,
  ) {}

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (method !== 'GET') headers['X-CSRF-Token'] = this.csrfToken;
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.base}${path}`, {
        method,
        headers,
        credentials: 'same-origin',
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw unreachable();
    }
    if (response.status === 204) return undefined as T;
    if (GATEWAY_DOWN.has(response.status)) throw unreachable();
    const isJson = (response.headers.get('Content-Type') ?? '').includes('json');
    const parsed: unknown = isJson ? await response.json().catch(() => undefined) : undefined;
    const refusal = GATEWAY_REFUSALS[response.status];
    if (parsed === undefined && refusal) throw new ServiceError(response.status, ...refusal, []);
    if (parsed === undefined) throw unreachable();
    if (response.ok) return parsed as T;
    const error = (parsed as ErrorBody).error;
    if (!error || typeof error.message !== 'string') throw unreachable();
    throw new ServiceError(
      response.status,
      typeof error.code === 'string' ? error.code : 'error',
      error.message,
      problemsOf(error.problems),
    );
  }

  /** The session the cookie holds, or null when signed out. */
  async session(): Promise<Session | null> {
    try {
      const session = await this.call<Session>('GET', '/session');
      this.csrfToken = session.csrfToken;
      return session;
    } catch (error) {
      if (error instanceof ServiceError && error.status === 401) return null;
      throw error;
    }
  }

  async signIn(username: string, password: string): Promise<Session> {
    const session = await this.call<Session>('POST', '/session', { username, password });
    this.csrfToken = session.csrfToken;
    return session;
  }

  async signOut(): Promise<void> {
    try {
      await this.call<void>('DELETE', '/session');
    } catch (error) {
      // Signed in again in another tab: this page's token is the old one. The session's own
      // token is asked for, and sign-out tried once more with it.
      if (!(error instanceof ServiceError && error.status === 403 && error.code === 'csrf')) {
        throw error;
      }
      if (await this.session()) await this.call<void>('DELETE', '/session');
    }
    this.csrfToken = '';
  }

  async documents(): Promise<DocumentSummary[]> {
    return (await this.call<{ documents: DocumentSummary[] }>('GET', '/documents')).documents;
  }

  private docPath(kind: string, key: string): string {
    return `/documents/${enc(kind)}/${enc(key)}`;
  }

  async versions(kind: string, key: string): Promise<VersionInfo[]> {
    return (
      await this.call<{ versions: VersionInfo[] }>('GET', `${this.docPath(kind, key)}/versions`)
    ).versions;
  }

  version(kind: string, key: string, version: number): Promise<VersionBody> {
    return this.call('GET', `${this.docPath(kind, key)}/versions/${version}`);
  }

  /**
   * `basedOn`: the version the edits were made on; `expectedLatest`: the newest version the
   * editor knew of (null: none), so a save over a colleague's newer one is refused (`behind`).
   */
  saveDraft(
    kind: string,
    key: string,
    body: unknown,
    note: string,
    { basedOn, expectedLatest }: { basedOn?: number; expectedLatest: number | null },
  ): Promise<{ version: number; state: 'draft' }> {
    return this.call('POST', `${this.docPath(kind, key)}/versions`, {
      body,
      note,
      expectedLatest,
      ...(basedOn === undefined ? {} : { basedOn }),
    });
  }

  submit(kind: string, key: string, version: number, note?: string): Promise<unknown> {
    return this.call(
      'POST',
      `${this.docPath(kind, key)}/versions/${version}/submit`,
      note ? { note } : {},
    );
  }

  publish(
    kind: string,
    key: string,
    version: number,
    note: string,
    expectedLive: number | null,
  ): Promise<{ live: number }> {
    return this.call('POST', `${this.docPath(kind, key)}/versions/${version}/publish`, {
      note,
      expectedLive,
    });
  }

  /**
   * The document's audit entries, newest first: as many as the service gives (it keeps to 200
   * unless asked, and refused saves count too, so older versions' steps would be missing).
   */
  async audit(kind: string, key: string): Promise<AuditEntry[]> {
    const { entries } = await this.call<{ entries?: unknown }>(
      'GET',
      `/audit?kind=${enc(kind)}&key=${enc(key)}&limit=1000`,
    );
    return Array.isArray(entries) ? (entries as AuditEntry[]) : [];
  }

  async diff(kind: string, key: string, from: number, to: number): Promise<Change[]> {
    return (
      await this.call<{ changes: Change[] }>(
        'GET',
        `${this.docPath(kind, key)}/diff?from=${from}&to=${to}`,
      )
    ).changes;
  }
}
