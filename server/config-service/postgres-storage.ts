// The PostgreSQL backend, used when DATABASE_URL is set: a `pg` pool, the same tables and
// migrations as SQLite (migrations.ts). Each atomic step is one transaction on one pooled
// connection. Two publishers at once: both may pass the read checks, but the conditional
// UPDATE … WHERE version = expected (or INSERT … ON CONFLICT DO NOTHING) takes the live row's
// lock; the second waits, then finds the condition false and changes no row → `stale`.
import pg from 'pg';
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

/** A key for pg_advisory_xact_lock: two services starting at once migrate one after the other. */
const MIGRATION_LOCK = 4_400_001;

export interface PostgresOptions {
  connectionString: string;
  /** Tests only: runs inside publish after its checks, before its conditional write. */
  beforePublishWrite?: () => Promise<void>;
}

type Client = pg.PoolClient;

export class PostgresStorage implements Storage {
  readonly backend = 'postgres' as const;
  readonly pool: pg.Pool;

  constructor(private readonly options: PostgresOptions) {
    this.pool = new pg.Pool({ connectionString: options.connectionString, max: 10 });
    // An idle connection dropped by the server must not crash the process.
    this.pool.on('error', () => {});
  }

  private async rows(sql: string, params: unknown[] = []): Promise<Row[]> {
    return (await this.pool.query(sql, params)).rows as Row[];
  }

  private async inTransaction<T>(work: (client: Client) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  async migrate(migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
    return this.inTransaction(async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await client.query(MIGRATIONS_TABLE);
      const done = new Set(
        (await client.query('SELECT id FROM migrations')).rows.map((row: Row) => Number(row.id)),
      );
      const applied: number[] = [];
      for (const migration of [...migrations].sort((a, b) => a.id - b.id)) {
        if (done.has(migration.id)) continue;
        for (const statement of migration.up('postgres')) await client.query(statement);
        await client.query('INSERT INTO migrations (id, name, applied_at) VALUES ($1, $2, $3)', [
          migration.id,
          migration.name,
          new Date().toISOString(),
        ]);
        applied.push(migration.id);
      }
      return applied;
    });
  }

  async appliedMigrations(): Promise<number[]> {
    return (await this.rows('SELECT id FROM migrations ORDER BY id')).map((row) => Number(row.id));
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  async createUser(user: UserRecord): Promise<boolean> {
    const result = await this.pool.query(
      'INSERT INTO users (name, role, password_hash, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (name) DO NOTHING',
      [user.name, user.role, user.passwordHash, user.createdAt],
    );
    return result.rowCount === 1;
  }

  async setPassword(name: string, passwordHash: string): Promise<boolean> {
    return this.inTransaction(async (client) => {
      const result = await client.query('UPDATE users SET password_hash = $1 WHERE name = $2', [
        passwordHash,
        name,
      ]);
      await client.query('DELETE FROM sessions WHERE user_name = $1', [name]);
      return result.rowCount === 1;
    });
  }

  async setRole(name: string, role: Role): Promise<boolean> {
    return this.inTransaction(async (client) => {
      const result = await client.query('UPDATE users SET role = $1 WHERE name = $2', [role, name]);
      await client.query('DELETE FROM sessions WHERE user_name = $1', [name]);
      return result.rowCount === 1;
    });
  }

  async removeUser(name: string): Promise<boolean> {
    return this.inTransaction(async (client) => {
      await client.query('DELETE FROM sessions WHERE user_name = $1', [name]);
      const result = await client.query('DELETE FROM users WHERE name = $1', [name]);
      return result.rowCount === 1;
    });
  }

  async findUser(name: string): Promise<UserRecord | null> {
    const [row] = await this.rows('SELECT * FROM users WHERE name = $1', [name]);
    return row ? userFromRow(row) : null;
  }

  async listUsers() {
    return (await this.rows('SELECT name, role, created_at FROM users ORDER BY name')).map(
      (row) => {
        const { name, role, createdAt } = userFromRow({ ...row, password_hash: '' });
        return { name, role, createdAt };
      },
    );
  }

  async createSession(session: SessionRecord): Promise<void> {
    await this.pool.query(
      'INSERT INTO sessions (token_hash, user_name, csrf_token, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
      [session.tokenHash, session.user, session.csrfToken, session.createdAt, session.expiresAt],
    );
  }

  async findSession(tokenHash: string) {
    const [row] = await this.rows(
      'SELECT s.*, u.role FROM sessions s JOIN users u ON u.name = s.user_name WHERE s.token_hash = $1',
      [tokenHash],
    );
    return row ? sessionFromRow(row) : null;
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.pool.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
  }

  async deleteExpiredSessions(now: string): Promise<void> {
    await this.pool.query('DELETE FROM sessions WHERE expires_at <= $1', [now]);
  }

  async isEmpty(): Promise<boolean> {
    return (await this.rows('SELECT 1 FROM versions LIMIT 1')).length === 0;
  }

  async listDocuments(): Promise<DocumentSummary[]> {
    return (await this.rows(LIST_DOCUMENTS_SQL)).map(summaryFromRow);
  }

  async listVersions(kind: string, key: string): Promise<VersionRecord[]> {
    return (
      await this.rows(
        'SELECT * FROM versions WHERE kind = $1 AND doc_key = $2 ORDER BY version DESC',
        [kind, key],
      )
    ).map(versionFromRow);
  }

  async getVersion(kind: string, key: string, version: number): Promise<VersionRecord | null> {
    const [row] = await this.rows(
      'SELECT * FROM versions WHERE kind = $1 AND doc_key = $2 AND version = $3',
      [kind, key, version],
    );
    return row ? versionFromRow(row) : null;
  }

  async getLive(kind: string, key: string) {
    const [row] = await this.rows(
      `SELECT v.version, v.body FROM live l
       JOIN versions v ON v.kind = l.kind AND v.doc_key = l.doc_key AND v.version = l.version
       WHERE l.kind = $1 AND l.doc_key = $2`,
      [kind, key],
    );
    return row ? { version: Number(row.version), body: JSON.parse(String(row.body)) } : null;
  }

  private async audit(client: Client | pg.Pool, entry: AuditEntry): Promise<void> {
    await client.query(
      'INSERT INTO audit (at, user_name, action, kind, doc_key, version, note) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [entry.at, entry.user, entry.action, entry.kind, entry.key, entry.version, entry.note],
    );
  }

  async createVersion(input: NewVersion): Promise<number | null> {
    // Two drafts of one document at once may pick the same number: the primary key refuses
    // the second, which simply tries again (and, with an expected latest, finds it moved).
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.inTransaction(async (client) => {
          const { rows } = await client.query(
            `INSERT INTO versions (kind, doc_key, version, state, body, author, note, created_at, based_on)
             SELECT $1, $2, COALESCE(MAX(version), 0) + 1, 'draft', $3, $4, $5, $6, $7
             FROM versions WHERE kind = $1 AND doc_key = $2
             HAVING $8::integer IS NULL OR COALESCE(MAX(version), 0) = $8::integer
             RETURNING version`,
            [
              input.kind,
              input.key,
              JSON.stringify(input.body),
              input.user,
              input.note,
              input.at,
              input.basedOn,
              input.expectedLatest ?? null,
            ],
          );
          if (rows.length === 0) return null;
          const version = Number((rows[0] as Row).version);
          await this.audit(client, { ...input, action: 'create', version });
          return version;
        });
      } catch (error) {
        if ((error as { code?: string }).code !== '23505' || attempt >= 5) throw error;
      }
    }
  }

  async submit(
    input: Actor & { kind: string; key: string; version: number },
  ): Promise<SubmitResult> {
    return this.inTransaction(async (client): Promise<SubmitResult> => {
      const result = await client.query(
        `UPDATE versions SET state = 'submitted', submitted_by = $1, submitted_at = $2
         WHERE kind = $3 AND doc_key = $4 AND version = $5 AND state = 'draft'`,
        [input.user, input.at, input.kind, input.key, input.version],
      );
      if (result.rowCount === 1) {
        await this.audit(client, { ...input, action: 'submit' });
        return { status: 'submitted' };
      }
      const { rows } = await client.query(
        'SELECT state FROM versions WHERE kind = $1 AND doc_key = $2 AND version = $3',
        [input.kind, input.key, input.version],
      );
      const row = rows[0] as Row | undefined;
      return row
        ? { status: 'not-draft', state: row.state as VersionState }
        : { status: 'not-found' };
    });
  }

  async publish(input: PublishRequest): Promise<PublishResult> {
    const { kind, key, version } = input;
    const liveNow = async (client: Client) => {
      const { rows } = await client.query('SELECT * FROM live WHERE kind = $1 AND doc_key = $2', [
        kind,
        key,
      ]);
      return rows[0] ? liveFromRow(rows[0] as Row) : null;
    };
    return this.inTransaction(async (client): Promise<PublishResult> => {
      const { rows } = await client.query(
        'SELECT state FROM versions WHERE kind = $1 AND doc_key = $2 AND version = $3',
        [kind, key, version],
      );
      const target = rows[0] as Row | undefined;
      if (!target) return { status: 'not-found' };
      const live = await liveNow(client);
      if (live?.version === version) return { status: 'unchanged' };
      const state = target.state as VersionState;
      if (state !== 'submitted' && state !== 'retired') return { status: 'not-publishable', state };
      await this.options.beforePublishWrite?.();
      const changed =
        input.expectedLive === null
          ? await client.query(
              `INSERT INTO live (kind, doc_key, version, published_by, published_at)
               VALUES ($1, $2, $3, $4, $5) ON CONFLICT (kind, doc_key) DO NOTHING`,
              [kind, key, version, input.user, input.at],
            )
          : await client.query(
              `UPDATE live SET version = $1, published_by = $2, published_at = $3
               WHERE kind = $4 AND doc_key = $5 AND version = $6`,
              [version, input.user, input.at, kind, key, input.expectedLive],
            );
      // Nothing written yet in this transaction: reading the winner's row now is safe.
      if (changed.rowCount !== 1) return { status: 'stale', live: await liveNow(client) };
      if (input.expectedLive !== null) {
        await client.query(
          `UPDATE versions SET state = 'retired'
           WHERE kind = $1 AND doc_key = $2 AND version = $3 AND state = 'published'`,
          [kind, key, input.expectedLive],
        );
      }
      await client.query(
        `UPDATE versions SET state = 'published', published_by = $1, published_at = $2
         WHERE kind = $3 AND doc_key = $4 AND version = $5`,
        [input.user, input.at, kind, key, version],
      );
      const action = state === 'retired' ? 'rollback' : 'publish';
      await this.audit(client, { ...input, action });
      return { status: 'published', action, previous: input.expectedLive };
    });
  }

  async seedPublished(input: Actor & { kind: string; key: string; body: unknown }): Promise<void> {
    await this.inTransaction(async (client) => {
      await client.query(
        `INSERT INTO versions (kind, doc_key, version, state, body, author, note, created_at,
           submitted_by, submitted_at, published_by, published_at)
         VALUES ($1, $2, 1, 'published', $3, $4, $5, $6, $4, $6, $4, $6)`,
        [input.kind, input.key, JSON.stringify(input.body), input.user, input.note, input.at],
      );
      await client.query(
        'INSERT INTO live (kind, doc_key, version, published_by, published_at) VALUES ($1, $2, 1, $3, $4)',
        [input.kind, input.key, input.user, input.at],
      );
      await this.audit(client, { ...input, action: 'publish', version: 1 });
    });
  }

  async addAudit(entry: AuditEntry): Promise<void> {
    await this.audit(this.pool, entry);
  }

  async listAudit(filter: { kind?: string; key?: string; limit: number }): Promise<AuditEntry[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.kind) {
      params.push(filter.kind);
      where.push(`kind = $${params.length}`);
    }
    if (filter.key) {
      params.push(filter.key);
      where.push(`doc_key = $${params.length}`);
    }
    params.push(filter.limit);
    return (
      await this.rows(
        `SELECT * FROM audit ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT $${params.length}`,
        params,
      )
    ).map(auditFromRow);
  }
}
