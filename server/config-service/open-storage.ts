// The storage the environment names: PostgreSQL when DATABASE_URL is set, else the SQLite
// file in CONFIG_DATA_DIR (default ./data). Migrated before it is returned.
import path from 'node:path';
import { PostgresStorage } from './postgres-storage';
import { SqliteStorage } from './sqlite-storage';
import type { Storage } from './storage';

export interface StorageSettings {
  dataDir?: string;
  databaseUrl?: string;
}

export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): StorageSettings {
  return {
    dataDir: env.CONFIG_DATA_DIR || undefined,
    databaseUrl: env.DATABASE_URL || undefined,
  };
}

export function describeStorage(settings: StorageSettings): string {
  return settings.databaseUrl
    ? `PostgreSQL (DATABASE_URL)`
    : `SQLite ${path.resolve(settings.dataDir ?? 'data', 'config.sqlite')}`;
}

export async function openStorage(settings: StorageSettings): Promise<Storage> {
  const storage: Storage = settings.databaseUrl
    ? new PostgresStorage({ connectionString: settings.databaseUrl })
    : SqliteStorage.inDir(path.resolve(settings.dataDir ?? 'data'));
  try {
    await storage.migrate();
  } catch (error) {
    await storage.close().catch(() => {});
    throw error;
  }
  return storage;
}
