// The SQLite backend (the default): one file, `config.sqlite` in the data directory, through
// better-sqlite3 (12.x: 13 needs Node 22). WAL mode, so the CLI and a running service may use
// the file at once. Writes run in BEGIN IMMEDIATE transactions: SQLite lets one writer in at a
// time, and the publish's conditional update decides between two publishers.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS, MIGRATIONS_TABLE, type Migration } from './migrations';
import {
  auditFromRow,
  LIST_DOCUMENTS_SQL,
  liveFromRow,
  sessionFromRow,
  summaryFromRow,
  userFromRow,
  versionFromRow,
  type Row,
} from './rows';
import type {
  Actor,
  AuditEntry,
  DocumentSummary,
  NewVersion,
  PublishRequest,
  PublishResult,
  Role,
  SessionRecord,
  Storage,
  SubmitResult,
  UserRecord,
  VersionRecord,
  VersionState,
} from './storage';

export const SQLITE_FILE = 'config.sqlite';

export class SqliteStorage implements Storage {
  readonly backend = 'sqlite' as const;
  readonly db: Database.Database;

  constructor(file: string) {
    if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('busy_timeout = 5000');
    this.db.pragma('foreign_keys = ON');
  }

  static inDir(dataDir: string): SqliteStorage {
    return new SqliteStorage(path.join(dataDir, SQLITE_FILE));
  }

  async migrate(migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
    const applied: number[] = [];
    this.db
      .transaction(() => {
        this.db.exec(MIGRATIONS_TABLE);
        const done = new Set(
          this.db
            .prepare('SELECT id FROM migrations')
            .all()
            .map((row) => Number((row as Row).id)),
        );
        for (const migration of [...migrations].sort((a, b) => a.id - b.id)) {
          if (done.has(migration.id)) continue;
          for (const statement of migration.up('sqlite')) this.db.exec(statement);
          this.db
            .prepare('INSERT INTO migrations (id, name, applied_at) VALUES (?, ?, ?)')
            .run(migration.id, migration.name, new Date().toISOString());
          applied.push(migration.id);
        }
      })
      .immediate();
    return applied;
  }

  async appliedMigrations(): Promise<number[]> {
    return this.db
      .prepare('SELECT id FROM migrations ORDER BY id')
      .all()
      .map((row) => Number((row as Row).id));
  }

  async close(): Promise<void> {
    this.db.close();
  }

  async createUser(user: UserRecord): Promise<boolean> {
    const result = this.db
      .prepare(
        'INSERT INTO users (name, role, password_hash, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (name) DO NOTHING',
      )
      .run(user.name, user.role, user.passwordHash, user.createdAt);
    return result.changes === 1;
  }

  async setPassword(name: string, passwordHash: string): Promise<boolean> {
    return this.db.transaction(() => {
      const result = this.db
        .prepare('UPDATE users SET password_hash = ? WHERE name = ?')
        .run(passwordHash, name);
      // A new password ends the user's sessions.
      this.db.prepare('DELETE FROM sessions WHERE user_name = ?').run(name);
      return result.changes === 1;
    })();
  }

  async setRole(name: string, role: Role): Promise<boolean> {
    return this.db.transaction(() => {
      const result = this.db.prepare('UPDATE users SET role = ? WHERE name = ?').run(role, name);
      this.db.prepare('DELETE FROM sessions WHERE user_name = ?').run(name);
      return result.changes === 1;
    })();
  }

  async removeUser(name: string): Promise<boolean> {
    return this.db.transaction(() => {
      this.db.prepare('DELETE FROM sessions WHERE user_name = ?').run(name);
      return this.db.prepare('DELETE FROM users WHERE name = ?').run(name).changes === 1;
    })();
  }

  async findUser(name: string): Promise<UserRecord | null> {
    const row = this.db.prepare('SELECT * FROM users WHERE name = ?').get(name) as Row | undefined;
    return row ? userFromRow(row) : null;
  }

  async listUsers() {
    return this.db
      .prepare('SELECT name, role, created_at FROM users ORDER BY name')
      .all()
      .map((row) => {
        const { name, role, createdAt } = userFromRow({ ...(row as Row), password_hash: '' });
        return { name, role, createdAt };
      });
  }

  async createSession(session: SessionRecord): Promise<void> {
    this.db
      .prepare(
        'INSERT INTO sessions (token_hash, user_name, csrf_token, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(
        session.tokenHash,
        session.user,
        session.csrfToken,
        session.createdAt,
        session.expiresAt,
      );
  }

  async findSession(tokenHash: string) {
    const row = this.db
      .prepare(
        'SELECT s.*, u.role FROM sessions s JOIN users u ON u.name = s.user_name WHERE s.token_hash = ?',
      )
      .get(tokenHash) as Row | undefined;
    return row ? sessionFromRow(row) : null;
  }

  async deleteSession(tokenHash: string): Promise<void> {
    this.db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(tokenHash);
  }

  async deleteExpiredSessions(now: string): Promise<void> {
    this.db.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(now);
  }

  async isEmpty(): Promise<boolean> {
    return this.db.prepare('SELECT 1 FROM versions LIMIT 1').get() === undefined;
  }

  async listDocuments(): Promise<DocumentSummary[]> {
    return this.db
      .prepare(LIST_DOCUMENTS_SQL)
      .all()
      .map((row) => summaryFromRow(row as Row));
  }

  async listVersions(kind: string, key: string): Promise<VersionRecord[]> {
    return this.db
      .prepare('SELECT * FROM versions WHERE kind = ? AND doc_key = ? ORDER BY version DESC')
      .all(kind, key)
      .map((row) => versionFromRow(row as Row));
  }

  async getVersion(kind: string, key: string, version: number): Promise<VersionRecord | null> {
    const row = this.db
      .prepare('SELECT * FROM versions WHERE kind = ? AND doc_key = ? AND version = ?')
      .get(kind, key, version) as Row | undefined;
    return row ? versionFromRow(row) : null;
  }

  async getLive(kind: string, key: string) {
    const row = this.db
      .prepare(
        `SELECT v.version, v.body FROM live l
         JOIN versions v ON v.kind = l.kind AND v.doc_key = l.doc_key AND v.version = l.version
         WHERE l.kind = ? AND l.doc_key = ?`,
      )
      .get(kind, key) as Row | undefined;
    return row ? { version: Number(row.version), body: JSON.parse(String(row.body)) } : null;
  }

  private audit(entry: AuditEntry): void {
    this.db
      .prepare(
        'INSERT INTO audit (at, user_name, action, kind, doc_key, version, note) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(entry.at, entry.user, entry.action, entry.kind, entry.key, entry.version, entry.note);
  }

  async createVersion(input: NewVersion): Promise<number | null> {
    return this.db
      .transaction(() => {
        const row = this.db
          .prepare(
            `INSERT INTO versions (kind, doc_key, version, state, body, author, note, created_at, based_on)
             SELECT ?, ?, COALESCE(MAX(version), 0) + 1, 'draft', ?, ?, ?, ?, ?
             FROM versions WHERE kind = ? AND doc_key = ?
             HAVING ? IS NULL OR COALESCE(MAX(version), 0) = ?
             RETURNING version`,
          )
          .get(
            input.kind,
            input.key,
            JSON.stringify(input.body),
            input.user,
            input.note,
            input.at,
            input.basedOn,
            input.kind,
            input.key,
            input.expectedLatest ?? null,
            input.expectedLatest ?? null,
          ) as Row | undefined;
        if (!row) return null;
        const version = Number(row.version);
        this.audit({ ...input, action: 'create', version });
        return version;
      })
      .immediate();
  }

  async submit(
    input: Actor & { kind: string; key: string; version: number },
  ): Promise<SubmitResult> {
    return this.db
      .transaction((): SubmitResult => {
        const result = this.db
          .prepare(
            `UPDATE versions SET state = 'submitted', submitted_by = ?, submitted_at = ?
             WHERE kind = ? AND doc_key = ? AND version = ? AND state = 'draft'`,
          )
          .run(input.user, input.at, input.kind, input.key, input.version);
        if (result.changes === 1) {
          this.audit({ ...input, action: 'submit' });
          return { status: 'submitted' };
        }
        const row = this.db
          .prepare('SELECT state FROM versions WHERE kind = ? AND doc_key = ? AND version = ?')
          .get(input.kind, input.key, input.version) as Row | undefined;
        return row
          ? { status: 'not-draft', state: row.state as VersionState }
          : { status: 'not-found' };
      })
      .immediate();
  }

  async publish(input: PublishRequest): Promise<PublishResult> {
    const { kind, key, version } = input;
    const liveNow = () => {
      const row = this.db
        .prepare('SELECT * FROM live WHERE kind = ? AND doc_key = ?')
        .get(kind, key) as Row | undefined;
      return row ? liveFromRow(row) : null;
    };
    return this.db
      .transaction((): PublishResult => {
        const target = this.db
          .prepare('SELECT state FROM versions WHERE kind = ? AND doc_key = ? AND version = ?')
          .get(kind, key, version) as Row | undefined;
        if (!target) return { status: 'not-found' };
        const live = liveNow();
        if (live?.version === version) return { status: 'unchanged' };
        const state = target.state as VersionState;
        if (state !== 'submitted' && state !== 'retired')
          return { status: 'not-publishable', state };
        // The optimistic check, as a conditional write: no row changed = someone else won.
        const changed =
          input.expectedLive === null
            ? this.db
                .prepare(
                  `INSERT INTO live (kind, doc_key, version, published_by, published_at)
                   VALUES (?, ?, ?, ?, ?) ON CONFLICT (kind, doc_key) DO NOTHING`,
                )
                .run(kind, key, version, input.user, input.at).changes
            : this.db
                .prepare(
                  `UPDATE live SET version = ?, published_by = ?, published_at = ?
                   WHERE kind = ? AND doc_key = ? AND version = ?`,
                )
                .run(version, input.user, input.at, kind, key, input.expectedLive).changes;
        if (changed !== 1) return { status: 'stale', live: liveNow() };
        if (input.expectedLive !== null) {
          this.db
            .prepare(
              `UPDATE versions SET state = 'retired'
               WHERE kind = ? AND doc_key = ? AND version = ? AND state = 'published'`,
            )
            .run(kind, key, input.expectedLive);
        }
        this.db
          .prepare(
            `UPDATE versions SET state = 'published', published_by = ?, published_at = ?
             WHERE kind = ? AND doc_key = ? AND version = ?`,
          )
          .run(input.user, input.at, kind, key, version);
        const action = state === 'retired' ? 'rollback' : 'publish';
        this.audit({ ...input, action });
        return { status: 'published', action, previous: input.expectedLive };
      })
      .immediate();
  }

  async seedPublished(input: Actor & { kind: string; key: string; body: unknown }): Promise<void> {
    this.db
      .transaction(() => {
        this.db
          .prepare(
            `INSERT INTO versions (kind, doc_key, version, state, body, author, note, created_at,
               submitted_by, submitted_at, published_by, published_at)
             VALUES (?, ?, 1, 'published', ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            input.kind,
            input.key,
            JSON.stringify(input.body),
            input.user,
            input.note,
            input.at,
            input.user,
            input.at,
            input.user,
            input.at,
          );
        this.db
          .prepare(
            'INSERT INTO live (kind, doc_key, version, published_by, published_at) VALUES (?, ?, 1, ?, ?)',
          )
          .run(input.kind, input.key, input.user, input.at);
        this.audit({ ...input, action: 'publish', version: 1 });
      })
      .immediate();
  }

  async addAudit(entry: AuditEntry): Promise<void> {
    this.audit(entry);
  }

  async listAudit(filter: { kind?: string; key?: string; limit: number }): Promise<AuditEntry[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.kind) {
      where.push('kind = ?');
      params.push(filter.kind);
    }
    if (filter.key) {
      where.push('doc_key = ?');
      params.push(filter.key);
    }
    return this.db
      .prepare(
        `SELECT * FROM audit ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT ?`,
      )
      .all(...params, filter.limit)
      .map((row) => auditFromRow(row as Row));
  }
}
