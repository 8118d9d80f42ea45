// `npm start`: the app (Vite dev server), its embedded fixture API and the config service on
// one port. The config service (CONFIG_DATA_DIR, default ./data) answers /config-api/v1 for the
// studio and the app's landing-template and bank-form-layout reads, unless the fixture-scenario
// cookie picks a fixture for them (scripts/config-service-plugin.ts).
import { createServer } from 'vite';
import { fixtureApiPlugin } from '../fixtures/server/vite-plugin';
import { configServicePlugin, describeConfigService } from './config-service-plugin';
import { studioPlugin } from './studio-plugin';

const server = await createServer({
  plugins: [
    configServicePlugin({ readPaths: true, eager: true }),
    fixtureApiPlugin(),
    studioPlugin(),
  ],
  server: { port: Number(process.env.PORT ?? 5173), host: process.env.HOST ?? '127.0.0.1' },
});
await server.listen();
const base = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? 'http://127.0.0.1:5173';
console.log(
  `\n  Borrower web app on its fixture API\n  Developer preview: ${base}/testPreview\n  Studio: ${base}/studio\n` +
    `  Config service: ${base}/config-api/v1 on ${describeConfigService()}\n` +
    `  (an account for the studio: npm run config:user -- add NAME --role publisher)\n`,
);
