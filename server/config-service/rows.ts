// Rows of the config service's tables as the storage interface's records, shared by both
// backends (column names are the same; PostgreSQL returns BIGSERIAL ids as strings).
import type {
  AuditEntry,
  DocumentSummary,
  LiveRecord,
  Role,
  SessionRecord,
  UserRecord,
  VersionRecord,
  VersionState,
} from './storage';

export type Row = Record<string, unknown>;

export function versionFromRow(row: Row): VersionRecord {
  return {
    kind: String(row.kind),
    key: String(row.doc_key),
    version: Number(row.version),
    state: row.state as VersionState,
    body: JSON.parse(String(row.body)),
    author: String(row.author),
    note: String(row.note),
    createdAt: String(row.created_at),
    basedOn: row.based_on === null ? null : Number(row.based_on),
    submittedBy: (row.submitted_by as string | null) ?? null,
    submittedAt: (row.submitted_at as string | null) ?? null,
    publishedBy: (row.published_by as string | null) ?? null,
    publishedAt: (row.published_at as string | null) ?? null,
  };
}

export function liveFromRow(row: Row): LiveRecord {
  return {
    version: Number(row.version),
    publishedBy: String(row.published_by),
    publishedAt: String(row.published_at),
  };
}

export function auditFromRow(row: Row): AuditEntry {
  return {
    at: String(row.at),
    user: String(row.user_name),
    action: row.action as AuditEntry['action'],
    kind: (row.kind as string | null) ?? null,
    key: (row.doc_key as string | null) ?? null,
    version: row.version === null ? null : Number(row.version),
    note: String(row.note),
  };
}

export const LIST_DOCUMENTS_SQL = `
  SELECT v.kind, v.doc_key, v.version AS latest_version, v.state AS latest_state,
         l.version AS live_version, l.published_by, l.published_at
  FROM versions v
  LEFT JOIN live l ON l.kind = v.kind AND l.doc_key = v.doc_key
  WHERE v.version = (SELECT MAX(m.version) FROM versions m WHERE m.kind = v.kind AND m.doc_key = v.doc_key)
  ORDER BY v.kind, v.doc_key`;

export function summaryFromRow(row: Row): DocumentSummary {
  return {
    kind: String(row.kind),
    key: String(row.doc_key),
    live:
      row.live_version === null || row.live_version === undefined
        ? null
        : liveFromRow({ ...row, version: row.live_version }),
    latest: { version: Number(row.latest_version), state: row.latest_state as VersionState },
  };
}

export function userFromRow(row: Row): UserRecord {
  return {
    name: String(row.name),
    role: row.role as Role,
    passwordHash: String(row.password_hash),
    createdAt: String(row.created_at),
  };
}

export function sessionFromRow(row: Row): SessionRecord & { role: Role } {
  return {
    tokenHash: String(row.token_hash),
    user: String(row.user_name),
    csrfToken: String(row.csrf_token),
    createdAt: String(row.created_at),
    expiresAt: String(row.expires_at),
    role: row.role as Role,
  };
}
