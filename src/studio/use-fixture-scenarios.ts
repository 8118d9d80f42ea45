// The fixture scenarios a page can be previewed on: every scenario any of its endpoints has
// (GET /__fixtures), default first. Without the fixture API, default alone.
import { useEffect, useState } from 'react';

interface EndpointScenarios {
  path: string;
  scenarios: string[];
}

export function useFixtureScenarios(endpoints: readonly string[]): string[] {
  const [listed, setListed] = useState<EndpointScenarios[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/__fixtures', { signal: controller.signal })
      .then((r) => (r.ok ? (r.json() as Promise<{ endpoints?: EndpointScenarios[] }>) : null))
      .then((body) => setListed(Array.isArray(body?.endpoints) ? body.endpoints : []))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  const names = listed
    .filter((e) => endpoints.includes(e.path))
    .flatMap((e) => (Array.isArray(e.scenarios) ? e.scenarios : []));
  return ['default', ...new Set(names.filter((name) => name !== 'default'))];
}
