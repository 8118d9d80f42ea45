// The port of the component tests' fixture server; jsdom's page URL uses the same origin.
export const FIXTURE_TEST_PORT = Number(process.env.FIXTURE_TEST_PORT ?? 5299);
export const FIXTURE_TEST_ORIGIN = `http://127.0.0.1:${FIXTURE_TEST_PORT}`;
