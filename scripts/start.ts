// `npm start`: the app (Vite dev server) and its embedded fixture API on one port.
import { createServer } from 'vite';
import { fixtureApiPlugin } from '../fixtures/server/vite-plugin';
import { studioPlugin } from './studio-plugin';

const server = await createServer({
  plugins: [fixtureApiPlugin(), studioPlugin()],
  server: { port: Number(process.env.PORT ?? 5173), host: process.env.HOST ?? '127.0.0.1' },
});
await server.listen();
const base = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? 'http://127.0.0.1:5173';
console.log(
  `\n  Borrower web app on its fixture API\n  Developer preview: ${base}/testPreview\n  Studio: ${base}/studio\n`,
);
