// @vitest-environment node
// Both storage backends: the numbered migrations run once each (a second run applies none, a
// new one is applied alone), and the tables they make work.
import { describe, expect, it } from 'vitest';
import { MIGRATIONS, type Migration } from '../../server/config-service/migrations';
import { BACKENDS } from './helpers';

describe.each(BACKENDS)('config service storage ($name)', (backend) => {
  it('runs each migration once', async () => {
    const storage = await backend.open();
    try {
      expect(await storage.migrate()).toEqual(MIGRATIONS.map((m) => m.id));
      expect(await storage.migrate()).toEqual([]);
      expect(await storage.appliedMigrations()).toEqual(MIGRATIONS.map((m) => m.id));

      let ran = 0;
      const next: Migration = {
        id: 999,
        name: 'test: one more column',
        up: () => {
          ran += 1;
          return ['ALTER TABLE users ADD COLUMN test_extra TEXT'];
        },
      };
      expect(await storage.migrate([...MIGRATIONS, next])).toEqual([999]);
      expect(await storage.migrate([...MIGRATIONS, next])).toEqual([]);
      expect(ran).toBe(1);
      expect(await storage.appliedMigrations()).toEqual([...MIGRATIONS.map((m) => m.id), 999]);
    } finally {
      await storage.close();
    }
  });

  it('rolls a failing migration back whole', async () => {
    const storage = await backend.open();
    try {
      await storage.migrate();
      const broken: Migration = {
        id: 1000,
        name: 'test: fails half way',
        up: () => ['CREATE TABLE half_done (id INTEGER)', 'THIS IS NOT SQL'],
      };
      await expect(storage.migrate([...MIGRATIONS, broken])).rejects.toThrow();
      expect(await storage.appliedMigrations()).toEqual(MIGRATIONS.map((m) => m.id));
      // half_done was rolled back with it: the fixed migration can create it.
      const fixed: Migration = { ...broken, up: () => ['CREATE TABLE half_done (id INTEGER)'] };
      expect(await storage.migrate([...MIGRATIONS, fixed])).toEqual([1000]);
    } finally {
      await storage.close();
    }
  });

  it('keeps users, sessions and versions', async () => {
    const storage = await backend.open();
    try {
      await storage.migrate();
      const user = {
        name: 'ann',
        role: 'editor' as const,
        passwordHash: 'h',
        createdAt: '2026-01-01T00:00:00.000Z',
      };
      expect(await storage.createUser(user)).toBe(true);
      expect(await storage.createUser(user)).toBe(false);
      expect(await storage.findUser('ann')).toEqual(user);
      await storage.createSession({
        tokenHash: 't',
        user: 'ann',
        csrfToken: 'c',
        createdAt: 'a',
        expiresAt: '2026-01-02',
      });
      expect(await storage.findSession('t')).toMatchObject({
        user: 'ann',
        role: 'editor',
        csrfToken: 'c',
      });
      await storage.deleteExpiredSessions('2026-01-03');
      expect(await storage.findSession('t')).toBeNull();
      const actor = { user: 'ann', at: '2026-01-01T00:00:00.000Z', note: '' };
      expect(
        await storage.createVersion({
          ...actor,
          kind: 'brand',
          key: 'default',
          body: { a: [1] },
          basedOn: null,
        }),
      ).toBe(1);
      expect(
        await storage.createVersion({
          ...actor,
          kind: 'brand',
          key: 'default',
          body: { a: [2] },
          basedOn: 1,
        }),
      ).toBe(2);
      expect((await storage.getVersion('brand', 'default', 2))?.body).toEqual({ a: [2] });
      expect(await storage.getLive('brand', 'default')).toBeNull();
      expect(await storage.isEmpty()).toBe(false);
    } finally {
      await storage.close();
    }
  });

  it('changes a role and removes a user, ending their sessions; their versions keep the name', async () => {
    const storage = await backend.open();
    try {
      await storage.migrate();
      const at = '2026-01-01T00:00:00.000Z';
      await storage.createUser({ name: 'bo', role: 'editor', passwordHash: 'h', createdAt: at });
      const session = (tokenHash: string) =>
        storage.createSession({
          tokenHash,
          user: 'bo',
          csrfToken: 'c',
          createdAt: at,
          expiresAt: '2099-01-01',
        });
      await session('t1');
      expect(await storage.setRole('bo', 'publisher')).toBe(true);
      expect((await storage.findUser('bo'))?.role).toBe('publisher');
      expect(await storage.findSession('t1')).toBeNull();
      await session('t2');
      await storage.createVersion({
        user: 'bo',
        at,
        note: '',
        kind: 'brand',
        key: 'default',
        body: {},
        basedOn: null,
      });
      expect(await storage.removeUser('bo')).toBe(true);
      expect(await storage.findUser('bo')).toBeNull();
      expect(await storage.findSession('t2')).toBeNull();
      expect((await storage.getVersion('brand', 'default', 1))?.author).toBe('bo');
      expect(await storage.removeUser('bo')).toBe(false);
      expect(await storage.setRole('bo', 'editor')).toBe(false);
    } finally {
      await storage.close();
    }
  });

  it('saves on an expected latest version only while it is the latest, one of two at once', async () => {
    const storage = await backend.open();
    try {
      await storage.migrate();
      const draft = (user: string, expectedLatest?: number) =>
        storage.createVersion({
          user,
          at: '2026-01-01T00:00:00.000Z',
          note: '',
          kind: 'brand',
          key: 'default',
          body: { by: user },
          basedOn: null,
          expectedLatest,
        });
      expect(await draft('ann', 0)).toBe(1);
      expect(await draft('bob', 0)).toBeNull();
      // Two saves made on version 1 at once: exactly one becomes version 2.
      const both = await Promise.all([draft('ann', 1), draft('bob', 1)]);
      expect(both.filter((v) => v === 2)).toHaveLength(1);
      expect(both.filter((v) => v === null)).toHaveLength(1);
      // Without an expected latest nothing is checked.
      expect(await draft('cy')).toBe(3);
      expect((await storage.listVersions('brand', 'default')).map((v) => v.version)).toEqual([
        3, 2, 1,
      ]);
      const created = (await storage.listAudit({ key: 'default', limit: 10 })).filter(
        (e) => e.action === 'create',
      );
      expect(created).toHaveLength(3);
    } finally {
      await storage.close();
    }
  });
});
