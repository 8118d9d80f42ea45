// Vitest global setup for the unit/component run: one real fixture API server for all test
// files, so component tests hit the same contract over HTTP as the app does in the browser.
// Tests read its origin with inject('fixtureApiUrl').
import type { TestProject } from 'vitest/node';
import { startFixtureServer } from '../fixtures/server/http';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // cors: jsdom pages live on another origin; slowMs kept short so `slow` tests stay quick.
  const server = await startFixtureServer({ cors: true, slowMs: 300 });
  project.provide('fixtureApiUrl', server.url);
  return () => server.close();
}
