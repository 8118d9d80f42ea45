// `npm run config-service`: the config service on PORT (default 4400), HOST (default
// 127.0.0.1: nginx in front reaches it on loopback), storing in CONFIG_DATA_DIR (default
// ./data, SQLite) or the PostgreSQL database of DATABASE_URL. An empty store is seeded with the
// shipped defaults. Create the first account with `npm run config:user -- add NAME --role publisher`.
import { buildApp } from './app';
import { describeStorage, openStorage, settingsFromEnv } from './open-storage';
import { seedIfEmpty } from './seed';

const settings = settingsFromEnv();
const storage = await openStorage(settings);
const seeded = await seedIfEmpty(storage);
const app = buildApp({ storage, logger: true });
const port = Number(process.env.PORT ?? 4400);
const host = process.env.HOST ?? '127.0.0.1';
await app.listen({ port, host });
console.log(
  `Config service on http://${host}:${port}/config-api/v1 — ${describeStorage(settings)}`,
);
if (seeded.length > 0) console.log(`Seeded the shipped defaults: ${seeded.join(', ')}`);
if ((await storage.listUsers()).length === 0) {
  console.log('No account yet: npm run config:user -- add NAME --role publisher');
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => storage.close())
      .finally(() => process.exit(0));
  });
}
