// Vitest global setup for the unit/component run: one real fixture API server for all test
// files, so component tests hit the same contract over HTTP as the app does in the browser.
// jsdom pages run on this server's own origin (vitest.config.ts), so the app's relative
// /amenities calls and the scenario cookie behave as in a browser, with no CORS.
import type { TestProject } from 'vitest/node';
import { startFixtureServer } from '../fixtures/server/http';
import { FIXTURE_TEST_PORT } from './fixture-port';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // slowMs kept short so `slow` tests stay quick.
  const server = await startFixtureServer({ port: FIXTURE_TEST_PORT, cors: true, slowMs: 300 });
  project.provide('fixtureApiUrl', server.url);
  return () => server.close();
}
