// Vitest global setup: one throwaway PostgreSQL server for the config service's tests
// (tests/config-service/pg-server.ts); each test file makes its own database on it.
import type { TestProject } from 'vitest/node';
import { startPgServer } from './pg-server';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startPgServer();
  project.provide('configPgUrl', server.url);
  return () => server.stop();
}
