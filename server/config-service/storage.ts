// What the config service keeps, behind one interface with two backends: SQLite
// (sqlite-storage.ts, the default, one file in CONFIG_DATA_DIR) and PostgreSQL
// (postgres-storage.ts, when DATABASE_URL is set). Both run the same numbered migrations
// (migrations.ts). The steps that must be atomic (a new version number, submit, publish with
// its optimistic check) are single storage calls, each one transaction, with their audit entry.

export type Role = 'editor' | 'publisher';
export type VersionState = 'draft' | 'submitted' | 'published' | 'retired';
export type AuditAction = 'create' | 'submit' | 'publish' | 'rollback' | 'login' | 'refused';

export interface VersionRecord {
  kind: string;
  key: string;
  version: number;
  state: VersionState;
  body: unknown;
  author: string;
  note: string;
  createdAt: string;
  basedOn: number | null;
  submittedBy: string | null;
  submittedAt: string | null;
  publishedBy: string | null;
  publishedAt: string | null;
}

export interface NewVersion extends Actor {
  kind: string;
  key: string;
  body: unknown;
  basedOn: number | null;
  expectedLatest?: number;
}

export interface LiveRecord {
  version: number;
  publishedBy: string;
  publishedAt: string;
}

export interface DocumentSummary {
  kind: string;
  key: string;
  live: LiveRecord | null;
  latest: { version: number; state: VersionState };
}

export interface UserRecord {
  name: string;
  role: Role;
  passwordHash: string;
  createdAt: string;
}

export interface SessionRecord {
  /** sha256 of the cookie's token: a copy of the database does not hold usable sessions. */
  tokenHash: string;
  user: string;
  csrfToken: string;
  createdAt: string;
  expiresAt: string;
}

export interface AuditEntry {
  at: string;
  user: string;
  action: AuditAction;
  kind: string | null;
  key: string | null;
  version: number | null;
  note: string;
}

/** Who does a step, when and why: also the step's audit entry. */
export interface Actor {
  user: string;
  at: string;
  note: string;
}

export type SubmitResult =
  { status: 'submitted' } | { status: 'not-found' } | { status: 'not-draft'; state: VersionState };

export type PublishResult =
  | { status: 'published'; action: 'publish' | 'rollback'; previous: number | null }
  | { status: 'unchanged' }
  | { status: 'stale'; live: LiveRecord | null }
  | { status: 'not-found' }
  | { status: 'not-publishable'; state: VersionState };

export interface PublishRequest extends Actor {
  kind: string;
  key: string;
  version: number;
  /** The live version the publisher saw; null when nothing was live. */
  expectedLive: number | null;
}

export interface Storage {
  readonly backend: 'sqlite' | 'postgres';
  /** Applies the migrations not applied yet, in order; returns the ids applied now. */
  migrate(migrations?: readonly import('./migrations').Migration[]): Promise<number[]>;
  appliedMigrations(): Promise<number[]>;
  close(): Promise<void>;

  createUser(user: UserRecord): Promise<boolean>;
  setPassword(name: string, passwordHash: string): Promise<boolean>;
  /** A new role; the user's sessions end, so the next request is made with it. */
  setRole(name: string, role: Role): Promise<boolean>;
  /** The account and its sessions; what the user wrote keeps their name. */
  removeUser(name: string): Promise<boolean>;
  findUser(name: string): Promise<UserRecord | null>;
  listUsers(): Promise<Array<Omit<UserRecord, 'passwordHash'>>>;

  createSession(session: SessionRecord): Promise<void>;
  findSession(tokenHash: string): Promise<(SessionRecord & { role: Role }) | null>;
  deleteSession(tokenHash: string): Promise<void>;
  deleteExpiredSessions(now: string): Promise<void>;

  isEmpty(): Promise<boolean>;
  listDocuments(): Promise<DocumentSummary[]>;
  listVersions(kind: string, key: string): Promise<VersionRecord[]>;
  getVersion(kind: string, key: string, version: number): Promise<VersionRecord | null>;
  /** The live version's body, for the app's read paths. */
  getLive(kind: string, key: string): Promise<{ version: number; body: unknown } | null>;
  /**
   * A new draft numbered one past the highest version of kind/key. With `expectedLatest`
   * (0: no version yet), only while that is still the highest (checked inside the insert, so
   * of two saves from one base exactly one goes through); null when it is not.
   */
  createVersion(input: NewVersion): Promise<number | null>;
  submit(input: Actor & { kind: string; key: string; version: number }): Promise<SubmitResult>;
  /**
   * Makes a submitted or retired version live, if `expectedLive` is still the live version at
   * that moment (a conditional update inside one transaction, so of two concurrent publishes
   * exactly one wins). The version already live: `unchanged`, nothing written.
   */
  publish(input: PublishRequest): Promise<PublishResult>;
  /** Seeds a published version 1 (an empty store's shipped defaults). */
  seedPublished(input: Actor & { kind: string; key: string; body: unknown }): Promise<void>;

  addAudit(entry: AuditEntry): Promise<void>;
  listAudit(filter: { kind?: string; key?: string; limit: number }): Promise<AuditEntry[]>;
}
