// @vitest-environment node
// The workflow on both storage backends: draft → submitted → published, rollback to a retired
// version in one step, idempotent publish, stale refusals, bad documents with their JSON
// Pointers, diffs and the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkConfig } from '../../src/config-checks/config-check';
import { BACKENDS, DOCS, serviceOn, signIn, template, write, read, type Signed } from './helpers';

describe.each(BACKENDS)('config service workflow ($name)', (backend) => {
  let service: Awaited<ReturnType<typeof serviceOn>>;
  let ed: Signed;
  let pub: Signed;
  const doc = `${DOCS}/landing-template/T-9`;

  beforeAll(async () => {
    service = await serviceOn(backend);
    ed = await signIn(service.app, 'ed');
    pub = await signIn(service.app, 'pub');
  });
  afterAll(() => service.close());

  const create = (body: unknown, who = ed, extra: object = {}) =>
    write(service.app, who, 'POST', `${doc}/versions`, { body, note: 'why', ...extra });
  const submit = (version: number, who = ed) =>
    write(service.app, who, 'POST', `${doc}/versions/${version}/submit`, { note: 'ready' });
  const publish = (version: number, expectedLive: number | null, who = pub) =>
    write(service.app, who, 'POST', `${doc}/versions/${version}/publish`, {
      note: 'go',
      expectedLive,
    });
  const versions = async () => (await read(service.app, ed, `${doc}/versions`)).json().versions;

  it('takes a draft through submit and publish, then rolls back to the retired version', async () => {
    expect((await read(service.app, ed, `${doc}/versions`)).json()).toEqual({ versions: [] });

    const first = await create(template('One'));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ version: 1, state: 'draft' });
    expect((await submit(1)).json()).toEqual({ version: 1, state: 'submitted' });
    expect((await publish(1, null)).json()).toEqual({ live: 1 });

    expect((await create(template('Two'), ed, { basedOn: 1 })).json()).toEqual({
      version: 2,
      state: 'draft',
    });
    expect((await submit(2)).statusCode).toBe(200);
    expect((await publish(2, 1)).json()).toEqual({ live: 2 });

    const [two, one] = await versions();
    expect(two).toMatchObject({
      version: 2,
      state: 'published',
      author: 'ed',
      note: 'why',
      basedOn: 1,
      submittedBy: 'ed',
      publishedBy: 'pub',
    });
    expect(one).toMatchObject({ version: 1, state: 'retired', publishedBy: 'pub' });

    // Rollback: the retired version published again, in one step.
    expect((await publish(1, 2)).json()).toEqual({ live: 1 });
    expect((await versions()).map((v: { state: string }) => v.state)).toEqual([
      'retired',
      'published',
    ]);

    const one1 = (await read(service.app, ed, `${doc}/versions/1`)).json();
    expect(one1).toMatchObject({
      kind: 'landing-template',
      key: 'T-9',
      version: 1,
      state: 'published',
      body: template('One'),
    });

    const list = (await read(service.app, ed, DOCS)).json().documents;
    expect(list).toContainEqual({
      kind: 'landing-template',
      key: 'T-9',
      live: { version: 1, publishedBy: 'pub', publishedAt: expect.any(String) },
      latest: { version: 2, state: 'retired' },
    });

    const audit = (
      await read(service.app, ed, '/config-api/v1/audit?kind=landing-template&key=T-9')
    ).json().entries;
    expect(audit.map((e: { action: string; version: number }) => [e.action, e.version])).toEqual([
      ['rollback', 1],
      ['publish', 2],
      ['submit', 2],
      ['create', 2],
      ['publish', 1],
      ['submit', 1],
      ['create', 1],
    ]);
    expect(audit[0]).toMatchObject({
      user: 'pub',
      note: 'go',
      kind: 'landing-template',
      key: 'T-9',
      at: expect.any(String),
    });
  });

  it('answers a save sent again with the draft it made, not a copy', async () => {
    const again = `${DOCS}/landing-template/T-10`;
    const save = (title: string, note = 'why', who = ed) =>
      write(service.app, who, 'POST', `${again}/versions`, { body: template(title), note });
    const listed = async () =>
      (await read(service.app, ed, `${again}/versions`))
        .json()
        .versions.map((v: { version: number; author: string }) => `${v.version}:${v.author}`);
    expect((await save('Once')).statusCode).toBe(201);
    const retried = await save('Once');
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ version: 1, state: 'draft' });
    expect(await listed()).toEqual(['1:ed']);
    // Anything different is a new version: another note, another body, another author.
    expect((await save('Once', 'other')).json()).toEqual({ version: 2, state: 'draft' });
    expect((await save('Twice', 'other')).json()).toEqual({ version: 3, state: 'draft' });
    expect((await save('Twice', 'other', pub)).statusCode).toBe(201);
    expect(await listed()).toEqual(['4:pub', '3:ed', '2:ed', '1:ed']);
  });

  it('refuses a save made on an older latest version (behind), until saved knowing the newer one', async () => {
    const shared = `${DOCS}/landing-template/T-11`;
    const save = (title: string, who: Signed, expectedLatest: number | null) =>
      write(service.app, who, 'POST', `${shared}/versions`, {
        body: template(title),
        note: title,
        expectedLatest,
      });
    expect((await save('First', ed, null)).json()).toEqual({ version: 1, state: 'draft' });
    // Both opened version 1; pub saves first.
    expect((await save('Theirs', pub, 1)).statusCode).toBe(201);
    const behind = await save('Mine', ed, 1);
    expect(behind.statusCode).toBe(409);
    expect(behind.json().error.code).toBe('behind');
    expect(behind.json().error.message).toMatch(
      /^Version 2 was saved by pub at .+ while you were editing; compare it with your changes, then save again\.$/,
    );
    expect((await save('Mine', ed, null)).statusCode).toBe(409);
    expect((await save('Mine', ed, 'two' as never)).statusCode).toBe(400);
    // Saved again, knowing version 2.
    expect((await save('Mine', ed, 2)).json()).toEqual({ version: 3, state: 'draft' });
    // The same save sent again is still the draft it made, not a refusal.
    expect((await save('Mine', ed, 2)).json()).toEqual({ version: 3, state: 'draft' });
    const listed = (await read(service.app, ed, `${shared}/versions`)).json().versions;
    expect(listed.map((v: { note: string }) => v.note)).toEqual(['Mine', 'Theirs', 'First']);
  });

  it('publishing the live version again changes nothing', async () => {
    const before = await versions();
    const again = await publish(1, 2); // expectedLive is stale, but it is already live
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ live: 1 });
    expect(await versions()).toEqual(before);
  });

  it('refuses a publish whose expectedLive is not the live version (stale)', async () => {
    const draft = (await create(template('Three'))).json().version as number;
    await submit(draft);
    const stale = await publish(draft, 2);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('stale');
    expect(stale.json().error.message).toMatch(
      /^Version 1 was published by pub at .+ while you were looking; review it and publish again\.$/,
    );
    expect((await publish(draft, 1)).json()).toEqual({ live: draft });
  });

  it('refuses steps out of order', async () => {
    const draft = (await create(template('Four'))).json().version as number;
    const early = await publish(draft, 3);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('conflict');
    await submit(draft);
    const twice = await submit(draft);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toMatchObject({
      code: 'conflict',
      message: expect.stringContaining('only a draft'),
    });
    expect((await submit(99)).statusCode).toBe(404);
    expect((await publish(99, null)).statusCode).toBe(404);
    expect((await read(service.app, ed, `${doc}/versions/99`)).statusCode).toBe(404);
    expect((await create(template('x'), ed, { basedOn: 99 })).statusCode).toBe(404);
    const noExpected = await write(service.app, pub, 'POST', `${doc}/versions/${draft}/publish`, {
      note: 'n',
    });
    expect(noExpected.statusCode).toBe(400);
    expect(noExpected.json().error.code).toBe('bad_request');
  });

  it('refuses a document that fails the checks of npm run validate-config, with pointers', async () => {
    const body = {
      version: 1,
      headline: '',
      buttonText: 'Go',
      colors: { gradient: ['#000000', '#ffffff'], accent: 'red', font: '#ffffff' },
    };
    const bad = await create(body);
    expect(bad.statusCode).toBe(422);
    const { error } = bad.json();
    expect(error.code).toBe('invalid');
    expect(error.problems.map((p: { pointer: string }) => p.pointer).sort()).toEqual([
      '/colors/accent',
      '/headline',
    ]);
    // Exactly the problems `npm run validate-config` prints for that file.
    expect(error.problems).toEqual(
      checkConfig(JSON.stringify(body), 'landing-template').problems.map(({ pointer, reason }) => ({
        pointer,
        message: reason,
      })),
    );

    // What a schema cannot say: the phonePattern must compile.
    const pattern = await create({ ...template('Fine'), phonePattern: '(' });
    expect(pattern.statusCode).toBe(422);
    expect(pattern.json().error.problems).toEqual([
      {
        pointer: '/phonePattern',
        message: expect.stringContaining('not a valid JavaScript regular expression'),
      },
    ]);

    const layout = await write(
      service.app,
      ed,
      'POST',
      `${DOCS}/bank-form-layout/default/versions`,
      {
        body: {
          version: 1,
          cardTypes: [
            { cardType: 2, label: { key: 'bank.tab.bank' } },
            { cardType: 2, label: { key: 'bank.tab.bank' } },
          ],
        },
        note: 'dup',
      },
    );
    expect(layout.statusCode).toBe(422);
    expect(layout.json().error.problems).toContainEqual({
      pointer: '/cardTypes/1/cardType',
      message: expect.stringContaining('already has a tab'),
    });

    const missing = await write(service.app, ed, 'POST', `${doc}/versions`, { note: 'no body' });
    expect(missing.statusCode).toBe(400);
    // Nothing was stored for them.
    expect((await versions()).every((v: { note: string }) => v.note === 'why')).toBe(true);
    const refused = (await read(service.app, ed, '/config-api/v1/audit?key=T-9')).json().entries[0];
    expect(refused).toMatchObject({
      action: 'refused',
      user: 'ed',
      kind: 'landing-template',
      key: 'T-9',
    });
  });

  /** A template stored as an older service accepted it: its headline is empty, which today's checks refuse. */
  const storedUnderOlderChecks = async (key: string): Promise<number> => {
    const version = await service.storage.createVersion({
      kind: 'landing-template',
      key,
      body: { ...template(key), headline: '' },
      basedOn: null,
      user: 'ed',
      at: new Date().toISOString(),
      note: 'before the check',
    });
    if (version === null) throw new Error(`${key} was not stored`);
    return version;
  };

  it('checks a version again when it is published or rolled back to: one saved under older checks stays off', async () => {
    const other = `${DOCS}/landing-template/T-old`;
    const version = await storedUnderOlderChecks('T-old');
    await write(service.app, ed, 'POST', `${other}/versions/${version}/submit`, { note: 'ready' });
    const refused = await write(service.app, pub, 'POST', `${other}/versions/${version}/publish`, {
      note: 'go',
      expectedLive: null,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toMatch(/it was not published/);
    expect(refused.json().error.problems.map((p: { pointer: string }) => p.pointer)).toEqual([
      '/headline',
    ]);
    const [stored] = (await read(service.app, ed, `${other}/versions`)).json().versions;
    expect(stored.state).toBe('submitted');
  });

  it("publishing the live version again changes nothing, even one today's checks would refuse", async () => {
    const other = `${DOCS}/landing-template/T-live`;
    const version = await storedUnderOlderChecks('T-live');
    const step = { kind: 'landing-template', key: 'T-live', version, at: new Date().toISOString() };
    await service.storage.submit({ ...step, user: 'ed', note: '' });
    await service.storage.publish({ ...step, user: 'pat', note: '', expectedLive: null });
    const again = await write(service.app, pub, 'POST', `${other}/versions/${version}/publish`, {
      note: 'again',
      expectedLive: version,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ live: version });
  });

  it('names kinds and keys as the contract does', async () => {
    expect((await read(service.app, ed, `${DOCS}/screen/default/versions`)).statusCode).toBe(404);
    expect((await read(service.app, ed, `${DOCS}/brand/other/versions`)).statusCode).toBe(400);
    expect(
      (await read(service.app, ed, `${DOCS}/landing-template/bad%20id/versions`)).statusCode,
    ).toBe(400);
    expect((await read(service.app, ed, `${doc}/versions/abc`)).statusCode).toBe(400);
  });

  it('diffs two versions as JSON Pointer changes', async () => {
    const a = (
      await create({ ...template('A'), body: 'b', form: ['mobile', 'captcha', 'smsCode'] })
    ).json().version;
    const b = (
      await create({ ...template('B'), pageType: 'p', form: ['captcha', 'mobile', 'smsCode'] })
    ).json().version;
    const answer = await read(service.app, ed, `${doc}/diff?from=${a}&to=${b}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().changes).toEqual([
      { pointer: '/headline', op: 'replace', before: 'A', after: 'B' },
      { pointer: '/body', op: 'remove', before: 'b' },
      { pointer: '/form/0', op: 'replace', before: 'mobile', after: 'captcha' },
      { pointer: '/form/1', op: 'replace', before: 'captcha', after: 'mobile' },
      { pointer: '/pageType', op: 'add', after: 'p' },
    ]);
    expect((await read(service.app, ed, `${doc}/diff?from=${a}&to=999`)).statusCode).toBe(404);
    expect((await read(service.app, ed, `${doc}/diff?from=${a}`)).statusCode).toBe(400);
  });

  it('refuses a body over 1 MB in words an operator can act on', async () => {
    const big = await create({ ...template('Big'), body: 'x'.repeat(1024 * 1024) });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe(
      'The document is too large: the service takes at most 1 MB.',
    );
  });

  it('refuses odd input as the fault of the request (400 or 401), never with a 500', async () => {
    const huge = '2147483648';
    expect((await read(service.app, ed, `${doc}/versions/${huge}`)).statusCode).toBe(400);
    expect((await create(template('Big'), ed, { basedOn: Number(huge) })).statusCode).toBe(400);
    expect((await publish(1, Number(huge))).statusCode).toBe(400);
    expect((await create(template('Nul'), ed, { note: 'a\u0000b' })).statusCode).toBe(400);
    const nobody = await service.app.inject({
      method: 'POST',
      url: '/config-api/v1/session',
      payload: { username: 'ed\u0000', password: 'whatever it is' },
    });
    expect(nobody.statusCode).toBe(401);
    const repeated = await read(service.app, ed, '/config-api/v1/audit?kind=a&kind=b');
    expect(repeated.statusCode).toBe(200);
    // Sent as text: the test's own JSON.stringify could not write it.
    const depth = 100_000;
    const nested = await service.app.inject({
      method: 'POST',
      url: `${doc}/versions`,
      headers: { cookie: ed.cookie, 'x-csrf-token': ed.csrf, 'content-type': 'application/json' },
      payload: `{"note":"deep","body":${'['.repeat(depth)}"x"${']'.repeat(depth)}}`,
    });
    expect(nested.statusCode).toBe(400);
  });
});
