// An empty store starts with the shipped defaults published as version 1 by `system`: the
// four config defaults (schemas/v1/config/*.default.json, landing template key `default`) and
// the landing template the developer preview links to (T-1, the fixture API's default
// channel-template answer), so `npm start` shows the pages as the fixtures did.
import fs from 'node:fs';
import path from 'node:path';
import type { Storage } from './storage';
import { DOCUMENT_KINDS, type DocumentKind } from './kinds';
import { problemsOf } from './validate';

const root = path.resolve(import.meta.dirname, '../..');
export const SYSTEM_USER = 'system';

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
}

/** The shipped default of a kind, without its editor-only "$schema" line. */
export function shippedDefault(kind: DocumentKind): unknown {
  const body = readJson(`schemas/v1/config/${kind}.default.json`) as Record<string, unknown>;
  delete body.$schema;
  return body;
}

export function seedDocuments(): Array<{ kind: DocumentKind; key: string; body: unknown }> {
  const fixture = readJson('fixtures/api/v3/channel/channel-template/default.json') as {
    data: unknown;
  };
  return [
    ...DOCUMENT_KINDS.map((kind) => ({ kind, key: 'default', body: shippedDefault(kind) })),
    { kind: 'landing-template' as const, key: 'T-1', body: fixture.data },
  ];
}

/** Seeds an empty store; returns what it published (nothing when the store had documents). */
export async function seedIfEmpty(storage: Storage, now = new Date()): Promise<string[]> {
  if (!(await storage.isEmpty())) return [];
  const seeded: string[] = [];
  for (const { kind, key, body } of seedDocuments()) {
    const problems = problemsOf(kind, body);
    if (problems.length > 0) {
      throw new Error(`the shipped ${kind}/${key} fails its checks: ${JSON.stringify(problems)}`);
    }
    await storage.seedPublished({
      kind,
      key,
      body,
      user: SYSTEM_USER,
      at: now.toISOString(),
      note: 'shipped default',
    });
    seeded.push(`${kind}/${key}`);
  }
  return seeded;
}
