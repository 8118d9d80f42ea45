// @vitest-environment node
// Two publishes at once, over real HTTP, on both backends: exactly one wins, the other gets
// 409 `stale`, and the store holds one live version. On PostgreSQL both requests are held
// after their checks until both have passed them, so the conditional write alone decides; on
// SQLite the two requests go to two service instances on one database file (two connections).
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/config-service/app';
import { SqliteStorage } from '../../server/config-service/sqlite-storage';
import type { Storage } from '../../server/config-service/storage';
import { addUser, BACKENDS, DOCS, migrated, signIn, template, type Signed } from './helpers';

const doc = `${DOCS}/landing-template/T-race`;

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

function post(base: string, who: Signed, path: string, body: unknown) {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: who.cookie, 'x-csrf-token': who.csrf },
    body: JSON.stringify(body),
  });
}

async function submitted(base: string, who: Signed, headline: string): Promise<number> {
  const created = await post(base, who, `${doc}/versions`, {
    body: template(headline),
    note: headline,
  });
  const { version } = (await created.json()) as { version: number };
  expect((await post(base, who, `${doc}/versions/${version}/submit`, {})).status).toBe(200);
  return version;
}

/** Two publishes sent together to two servers; returns their statuses and bodies. */
async function race(
  bases: [string, string],
  who: Signed,
  versions: [number, number],
  expectedLive: number | null,
) {
  const answers = await Promise.all(
    versions.map((version, i) =>
      post(bases[i]!, who, `${doc}/versions/${version}/publish`, {
        note: `race ${version}`,
        expectedLive,
      }),
    ),
  );
  return Promise.all(
    answers.map(async (a) => ({
      status: a.status,
      body: (await a.json()) as { error: { code: string; message: string } },
    })),
  );
}

async function expectOneWinner(
  storage: Storage,
  outcome: Awaited<ReturnType<typeof race>>,
  versions: [number, number],
) {
  expect(outcome.map((o) => o.status).sort()).toEqual([200, 409]);
  const winner = outcome.findIndex((o) => o.status === 200);
  const loser = outcome[1 - winner]!;
  expect(loser.body.error.code).toBe('stale');
  expect(loser.body.error.message).toContain(`Version ${versions[winner]} was published by pub`);
  const states = await storage.listVersions('landing-template', 'T-race');
  expect(states.filter((v) => v.state === 'published').map((v) => v.version)).toEqual([
    versions[winner],
  ]);
  expect(states.find((v) => v.version === versions[1 - winner])?.state).toBe('submitted');
  expect((await storage.getLive('landing-template', 'T-race'))?.version).toBe(versions[winner]);
  return versions[winner]!;
}

describe.each(BACKENDS)('concurrent publishes ($name)', (backend) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('let exactly one of two publishes win; the other gets 409 stale', async () => {
    // PostgreSQL: hold each publish after its checks until the other has passed them too.
    let holding = false;
    let arrived: Array<() => void> = [];
    let held = 0;
    const barrier = () =>
      new Promise<void>((resolve) => {
        if (!holding) return resolve();
        held += 1;
        arrived.push(resolve);
        if (arrived.length === 2) {
          arrived.forEach((release) => release());
          arrived = [];
        } else setTimeout(resolve, 5000);
      });
    const storage = await migrated(backend, { beforePublishWrite: barrier });
    await addUser(storage, 'pub', 'publisher');
    // A second instance on the same database: its own connection(s).
    const second: Storage =
      storage instanceof SqliteStorage ? new SqliteStorage(storage.db.name) : storage;
    const apps = [buildApp({ storage }), buildApp({ storage: second })];
    cleanups.push(async () => {
      for (const app of apps) await app.close();
      if (second !== storage) await second.close();
      await storage.close();
    });
    const bases = [await listen(apps[0]!), await listen(apps[1]!)] as [string, string];
    const pub = await signIn(apps[0]!, 'pub');

    // The first publish of a document (nothing live: INSERT … ON CONFLICT DO NOTHING).
    const firstPair: [number, number] = [
      await submitted(bases[0], pub, 'A'),
      await submitted(bases[0], pub, 'B'),
    ];
    holding = true;
    const live = await expectOneWinner(storage, await race(bases, pub, firstPair, null), firstPair);

    // A later publish (UPDATE live … WHERE version = expected).
    const nextPair: [number, number] = [
      await submitted(bases[0], pub, 'C'),
      await submitted(bases[0], pub, 'D'),
    ];
    await expectOneWinner(storage, await race(bases, pub, nextPair, live), nextPair);
    holding = false;
    if (backend.name === 'postgres') expect(held).toBe(4);

    const audit = await storage.listAudit({ kind: 'landing-template', key: 'T-race', limit: 100 });
    expect(audit.filter((e) => e.action === 'publish')).toHaveLength(2);
    expect(audit.filter((e) => e.action === 'refused' && e.note.includes('stale'))).toHaveLength(2);
  });
});
