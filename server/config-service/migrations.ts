// The config service's schema changes, numbered and applied once each, in order, by both
// backends (the `migrations` table records what ran). SQL is kept portable; where the two
// dialects differ (an auto-numbered id) a migration gives each backend its own text.
// Never edit a migration that has shipped: add the next number.

export type Dialect = 'sqlite' | 'postgres';

export interface Migration {
  id: number;
  name: string;
  /** Statements, run in order inside the migration's transaction. */
  up: (dialect: Dialect) => string[];
}

export const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS migrations (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  applied_at TEXT NOT NULL
)`;

export const MIGRATIONS: readonly Migration[] = [
  {
    id: 1,
    name: 'users, sessions, versioned documents, live versions, audit log',
    up: (dialect) => [
      `CREATE TABLE users (
        name TEXT PRIMARY KEY,
        role TEXT NOT NULL CHECK (role IN ('editor', 'publisher')),
        password_hash TEXT NOT NULL,
        created_at TEXT NOT NULL
      )`,
      `CREATE TABLE sessions (
        token_hash TEXT PRIMARY KEY,
        user_name TEXT NOT NULL REFERENCES users (name) ON DELETE CASCADE,
        csrf_token TEXT NOT NULL,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL
      )`,
      `CREATE TABLE versions (
        kind TEXT NOT NULL,
        doc_key TEXT NOT NULL,
        version INTEGER NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('draft', 'submitted', 'published', 'retired')),
        body TEXT NOT NULL,
        author TEXT NOT NULL,
        note TEXT NOT NULL,
        created_at TEXT NOT NULL,
        based_on INTEGER,
        submitted_by TEXT,
        submitted_at TEXT,
        published_by TEXT,
        published_at TEXT,
        PRIMARY KEY (kind, doc_key, version)
      )`,
      // One row per document that has ever been published: the row a publish updates
      // conditionally (WHERE version = the expected one).
      `CREATE TABLE live (
        kind TEXT NOT NULL,
        doc_key TEXT NOT NULL,
        version INTEGER NOT NULL,
        published_by TEXT NOT NULL,
        published_at TEXT NOT NULL,
        PRIMARY KEY (kind, doc_key)
      )`,
      `CREATE TABLE audit (
        id ${dialect === 'postgres' ? 'BIGSERIAL PRIMARY KEY' : 'INTEGER PRIMARY KEY AUTOINCREMENT'},
        at TEXT NOT NULL,
        user_name TEXT NOT NULL,
        action TEXT NOT NULL,
        kind TEXT,
        doc_key TEXT,
        version INTEGER,
        note TEXT NOT NULL
      )`,
      'CREATE INDEX audit_document ON audit (kind, doc_key, id)',
      'CREATE INDEX sessions_expiry ON sessions (expires_at)',
    ],
  },
];
