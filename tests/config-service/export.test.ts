// @vitest-environment node
// `npm run config:export`: the live brand config, payment instructions and default landing
// template are written into the files the app is built with, as the repository formats them; nothing live keeps the file; a
// live version that fails today's checks is not written.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import brand from '../../schemas/v1/config/brand.default.json';
import { exportBuiltIn } from '../../server/config-service/export';
import { BACKENDS, migrated } from './helpers';

const actor = { user: 'pat', at: '2026-11-28T09:00:00.000Z', note: 'n' };

describe('config:export', () => {
  it('writes the live brand into its file, keeps payment instructions with nothing live', async () => {
    const storage = await migrated(BACKENDS[0]!);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'config-export-'));
    const file = (kind: string) => path.join(dir, `${kind}.default.json`);
    fs.writeFileSync(file('payment-instructions'), 'kept');
    fs.writeFileSync(file('brand'), '{ "$schema": "./brand.schema.json" }');
    try {
      // As the service keeps it: without the file's editor-only "$schema" line.
      const body: Record<string, unknown> = {
        ...brand,
        companyName: 'Published Lending Corporation',
      };
      delete body.$schema;
      const version = (await storage.createVersion({
        ...actor,
        kind: 'brand',
        key: 'default',
        body,
        basedOn: null,
      }))!;
      await storage.submit({ ...actor, kind: 'brand', key: 'default', version });
      await storage.publish({
        ...actor,
        kind: 'brand',
        key: 'default',
        version,
        expectedLive: null,
      });
      const said = await exportBuiltIn(storage, file);
      expect(said[0]).toMatch(/^brand: version 1 written/);
      expect(said[1]).toMatch(/^payment-instructions: nothing published/);
      expect(said[2]).toMatch(/^landing-template: nothing published/);
      // The file's "$schema" line, for editors, stays first.
      expect(JSON.parse(fs.readFileSync(file('brand'), 'utf8'))).toEqual({
        $schema: './brand.schema.json',
        ...body,
      });
      expect(fs.readFileSync(file('payment-instructions'), 'utf8')).toBe('kept');
    } finally {
      await storage.close();
    }
  });

  it('writes nothing for a live version that fails the checks', async () => {
    const storage = await migrated(BACKENDS[0]!);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'config-export-'));
    const file = (kind: string) => path.join(dir, `${kind}.default.json`);
    try {
      // Stored as an older service accepted it: today's checks refuse an empty company name.
      await storage.seedPublished({
        ...actor,
        kind: 'brand',
        key: 'default',
        body: { ...brand, companyName: '' },
      });
      await expect(exportBuiltIn(storage, file)).rejects.toThrow(/brand version 1 fails/);
      expect(fs.existsSync(file('brand'))).toBe(false);
    } finally {
      await storage.close();
    }
  });

  it('rewrites no file when a later kind fails the checks (no half-exported release)', async () => {
    const storage = await migrated(BACKENDS[0]!);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'config-export-'));
    const file = (kind: string) => path.join(dir, `${kind}.default.json`);
    fs.writeFileSync(file('brand'), 'the last release');
    try {
      const body: Record<string, unknown> = { ...brand, companyName: 'Published Lending' };
      delete body.$schema;
      await storage.seedPublished({ ...actor, kind: 'brand', key: 'default', body });
      // Stored as an older service accepted it: today's checks refuse an empty headline.
      await storage.seedPublished({
        ...actor,
        kind: 'landing-template',
        key: 'default',
        body: { version: 1, headline: '', buttonText: 'Register' },
      });
      await expect(exportBuiltIn(storage, file)).rejects.toThrow(
        /landing-template version 1 fails/,
      );
      expect(fs.readFileSync(file('brand'), 'utf8')).toBe('the last release');
      expect(fs.readdirSync(dir)).toEqual(['brand.default.json']);
    } finally {
      await storage.close();
    }
  });
});
