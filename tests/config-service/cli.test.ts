// @vitest-environment node
// `npm run config:user`: accounts come only from it (a new store has none and no default
// password), the password from stdin or a prompt, never an argument, and at least 12 characters.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/config-service/app';
import { runCli } from '../../server/config-service/cli';
import { openStorage } from '../../server/config-service/open-storage';
import { verifyPassword } from '../../server/config-service/passwords';
import { SqliteStorage } from '../../server/config-service/sqlite-storage';
import { seedIfEmpty } from '../../server/config-service/seed';

const root = path.resolve(import.meta.dirname, '../..');
const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'config-cli-'));
const given = (password: string) => () => Promise.resolve(password);

describe('config:user CLI', () => {
  it('has no account and no default password in a new store', async () => {
    const storage = await openStorage({ dataDir: tempDir() });
    await seedIfEmpty(storage);
    expect(await storage.listUsers()).toEqual([]);
    const app = buildApp({ storage });
    for (const [username, password] of [
      ['admin', 'admin'],
      ['system', ''],
      ['admin', 'password1234'],
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/config-api/v1/session',
        payload: { username, password },
      });
      expect(response.statusCode).toBe(401);
    }
    await app.close();
    await storage.close();
  });

  it('adds a user with a role and a scrypt hash of the password it is given', async () => {
    const storage = await openStorage({ dataDir: tempDir() });
    const out = await runCli(
      ['add', 'maria', '--role', 'publisher'],
      storage,
      given('a long enough secret'),
    );
    expect(out).toBe('created publisher maria');
    const user = await storage.findUser('maria');
    expect(user?.role).toBe('publisher');
    expect(user?.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$[\w+/=]+\$[\w+/=]+$/);
    expect(await verifyPassword('a long enough secret', user!.passwordHash)).toBe(true);
    expect(await verifyPassword('a long enough secreT', user!.passwordHash)).toBe(false);
    // Same password, another user: another salt.
    await runCli(['add', 'jose', '--role=editor'], storage, given('a long enough secret'));
    expect((await storage.findUser('jose'))?.passwordHash).not.toBe(user?.passwordHash);
    expect(await runCli(['list'], storage)).toMatch(/^jose\teditor\t.+\nmaria\tpublisher\t/);
    await storage.close();
  });

  it('refuses weak passwords, a password argument, bad names, roles and duplicates', async () => {
    const storage = await openStorage({ dataDir: tempDir() });
    const refused = (argv: string[], password = 'twelve chars ok') =>
      runCli(argv, storage, given(password));
    await expect(refused(['add', 'ann', '--role', 'editor'], 'short pass1')).rejects.toThrow(
      /at least 12 characters/,
    );
    await expect(refused(['add', 'ann', '--role', 'editor'], 'my name is ann!')).rejects.toThrow(
      /user name/,
    );
    await expect(refused(['add', 'ann', 'hunter2hunter2', '--role', 'editor'])).rejects.toThrow(
      /password is never one/,
    );
    await expect(refused(['add', 'ann', '--role', 'admin'])).rejects.toThrow(/editor or publisher/);
    await expect(refused(['add', 'ann'])).rejects.toThrow(/editor or publisher/);
    await expect(refused(['add', 'system', '--role', 'editor'])).rejects.toThrow(
      /cannot be a user name/,
    );
    await expect(refused(['add', 'a b', '--role', 'editor'])).rejects.toThrow(
      /cannot be a user name/,
    );
    await expect(refused(['remove'])).rejects.toThrow(/usage/);
    await expect(refused(['remove', 'ann'])).rejects.toThrow(/there is no user ann/);
    expect(await storage.listUsers()).toEqual([]);
    await refused(['add', 'ann', '--role', 'editor']);
    await expect(refused(['add', 'ann', '--role', 'publisher'])).rejects.toThrow(/exists already/);
    expect(await runCli(['passwd', 'ann'], storage, given('another good one'))).toMatch(
      /new password set/,
    );
    expect(
      await verifyPassword('another good one', (await storage.findUser('ann'))!.passwordHash),
    ).toBe(true);
    await storage.close();
  });

  it('changes a role and removes an account, each ending the sessions the user had', async () => {
    const storage = await openStorage({ dataDir: tempDir() });
    await seedIfEmpty(storage);
    const app = buildApp({ storage });
    await runCli(['add', 'lee', '--role', 'editor'], storage, given('a long enough secret'));
    const signIn = () =>
      app.inject({
        method: 'POST',
        url: '/config-api/v1/session',
        payload: { username: 'lee', password: 'a long enough secret' },
      });
    const me = (cookie: string) =>
      app.inject({ method: 'GET', url: '/config-api/v1/session', headers: { cookie } });
    const cookieOf = (response: { headers: Record<string, unknown> }) =>
      String(response.headers['set-cookie']).split(';')[0]!;

    const before = cookieOf(await signIn());
    expect((await me(before)).json()).toMatchObject({ user: { name: 'lee', role: 'editor' } });
    await expect(runCli(['role', 'lee', '--role', 'admin'], storage)).rejects.toThrow(
      /editor or publisher/,
    );
    expect(await runCli(['role', 'lee', '--role', 'publisher'], storage)).toBe(
      'lee is now a publisher; their sessions ended',
    );
    expect((await me(before)).statusCode).toBe(401);
    const after = cookieOf(await signIn());
    expect((await me(after)).json()).toMatchObject({ user: { name: 'lee', role: 'publisher' } });

    expect(await runCli(['remove', 'lee'], storage)).toBe('removed lee; their sessions ended');
    expect((await me(after)).statusCode).toBe(401);
    expect((await signIn()).statusCode).toBe(401);
    expect(await runCli(['list'], storage)).toBe('no accounts');
    await expect(runCli(['role', 'lee', '--role', 'editor'], storage)).rejects.toThrow(
      /there is no user lee/,
    );
    await app.close();
    await storage.close();
  });

  it('reads the password from stdin when run as `npm run config:user`', () => {
    const dataDir = tempDir();
    const run = (args: string[], input: string) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'server/config-service/cli.ts', ...args], {
        cwd: root,
        input,
        encoding: 'utf8',
        env: { ...process.env, CONFIG_DATA_DIR: dataDir, DATABASE_URL: '' },
      });
    const added = run(['add', 'ops', '--role', 'publisher'], 'piped secret 123\n');
    expect(added.stderr).toBe('');
    expect(added.stdout.trim()).toBe('created publisher ops');
    expect(added.status).toBe(0);
    const weak = run(['add', 'ops2', '--role', 'editor'], 'short\n');
    expect(weak.status).toBe(1);
    expect(weak.stderr).toMatch(/at least 12 characters; nothing was changed/);
    const db = SqliteStorage.inDir(dataDir);
    return db
      .findUser('ops')
      .then((user) => verifyPassword('piped secret 123', user!.passwordHash))
      .then((ok) => expect(ok).toBe(true))
      .finally(() => db.close());
  });
});
