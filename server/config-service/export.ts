// `npm run config:export`: writes the live brand config, payment-provider instructions and
// default landing template into the files the app is built with
// (schemas/v1/config/<kind>.default.json), so that a release built after it carries what
// publishers published (docs/deploy.md). The app reads these at build time, not from the
// service (the landing template `default` is also served, to a link that names it). Each body is checked again with today's checks first:
// if a live version fails them, no file is written, and the command fails. A kind with nothing
// live keeps its file. Same storage settings as the service: CONFIG_DATA_DIR / DATABASE_URL.
import fs from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { openStorage, settingsFromEnv } from './open-storage';
import type { Storage } from './storage';
import { problemsOf } from './validate';
import { isMain } from '../is-main';

/**
 * The documents the app is built with, key `default` each: the brand and the instructions,
 * and the landing template a page opened without one (or with a refused one) shows.
 */
export const BUILT_IN = ['brand', 'payment-instructions', 'landing-template'] as const;

const root = path.resolve(import.meta.dirname, '../..');
const fileOf = (kind: string) => path.join(root, 'schemas/v1/config', `${kind}.default.json`);

export class ExportError extends Error {}

function schemaLineOf(file: string): string | undefined {
  try {
    const kept = (JSON.parse(fs.readFileSync(file, 'utf8')) as { $schema?: unknown }).$schema;
    return typeof kept === 'string' ? kept : undefined;
  } catch {
    return undefined;
  }
}

/** Writes each built-in kind's live body; returns what it did, one line per kind. */
export async function exportBuiltIn(
  storage: Storage,
  file: (kind: string) => string = fileOf,
): Promise<string[]> {
  const said: string[] = [];
  const failed: string[] = [];
  const texts: { kind: string; text: string }[] = [];
  // Every kind is checked before any file is written: a release must not be built from a mix
  // of newly exported and last release's files.
  for (const kind of BUILT_IN) {
    const live = await storage.getLive(kind, 'default');
    if (!live) {
      said.push(`${kind}: nothing published; ${path.relative(root, file(kind))} kept`);
      continue;
    }
    const problems = problemsOf(kind, live.body);
    if (problems.length > 0) {
      const listed = problems.map((p) => `${p.pointer}: ${p.message}`).join('; ');
      failed.push(`${kind} version ${live.version} fails today's checks: ${listed}`);
      continue;
    }
    // The file's "$schema" line (for editors; the service keeps bodies without it) stays, and
    // the file is formatted as the repository formats it: the release's lint stays clean.
    const editorSchema = schemaLineOf(file(kind));
    const body = editorSchema ? { $schema: editorSchema, ...(live.body as object) } : live.body;
    const options = (await resolveConfig(file(kind))) ?? {};
    const text = await format(JSON.stringify(body), { ...options, filepath: file(kind) });
    texts.push({ kind, text });
    said.push(`${kind}: version ${live.version} written to ${path.relative(root, file(kind))}`);
  }
  if (failed.length > 0) throw new ExportError(`${failed.join('\n')}\nNo file written.`);
  // Temp file + rename: an interrupted run leaves each file whole, old or new.
  for (const { kind, text } of texts) {
    const temp = `${file(kind)}.${process.pid}.tmp`;
    fs.writeFileSync(temp, text);
    fs.renameSync(temp, file(kind));
  }
  return said;
}

if (isMain(import.meta.url)) {
  let storage: Storage | undefined;
  try {
    storage = await openStorage(settingsFromEnv());
    console.log((await exportBuiltIn(storage)).join('\n'));
  } catch (error) {
    console.error(error instanceof ExportError ? error.message : error);
    process.exitCode = 1;
  } finally {
    await storage?.close();
  }
}
