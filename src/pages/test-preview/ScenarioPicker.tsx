// Chooses the fixture API's answer per endpoint for this browser session.
import { useEffect, useState } from 'react';
import { getCookie, removeCookie, setCookie } from '../../lib/cookie';
import { devText } from './strings';

const COOKIE = 'fixture-scenario';

interface EndpointScenarios {
  path: string;
  method: string;
  scenarios: string[];
}

function readChoice(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(getCookie(COOKIE) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function ScenarioPicker() {
  const [endpoints, setEndpoints] = useState<EndpointScenarios[] | 'unavailable' | null>(null);
  const [choice, setChoice] = useState<Record<string, string>>(readChoice);

  useEffect(() => {
    const controller = new AbortController();
    fetch('/__fixtures', { signal: controller.signal })
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then((body: { endpoints?: EndpointScenarios[] }) => setEndpoints(body.endpoints ?? []))
      .catch(() => !controller.signal.aborted && setEndpoints('unavailable'));
    return () => controller.abort();
  }, []);

  const choose = (key: string, scenario: string) => {
    const next = { ...choice };
    // An endpoint's "default" overrides the choice for all endpoints; without one it is no choice.
    if (scenario === 'default' && (key === '*' || !next['*'])) delete next[key];
    else next[key] = scenario;
    if (!next['*']) for (const k in next) if (next[k] === 'default') delete next[k];
    setChoice(next);
    if (Object.keys(next).length === 0) removeCookie(COOKIE);
    else setCookie(COOKIE, JSON.stringify(next));
  };

  if (endpoints === null) return null;
  if (endpoints === 'unavailable') return <p>{devText.noFixtures}</p>;
  const faults = [...new Set(endpoints.flatMap((e) => e.scenarios))];
  const row = (key: string, label: string, scenarios: string[]) => (
    <label key={key} css={{ display: 'grid', gap: 4, marginBottom: 10, fontSize: 13 }}>
      <span css={{ wordBreak: 'break-all' }}>{label}</span>
      <select
        // What the endpoint gets: its own choice, else the one for all endpoints if it has it.
        value={choice[key] ?? (scenarios.includes(choice['*'] ?? '') ? choice['*'] : 'default')}
        onChange={(e) => choose(key, e.target.value)}
        data-endpoint={key}
      >
        {scenarios.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <div>
      <p css={{ fontSize: 13 }}>{devText.scenariosHelp}</p>
      {row('*', devText.allEndpoints, faults)}
      {endpoints.map((e) => row(e.path, `${e.method} ${e.path}`, e.scenarios))}
      <button
        type="button"
        onClick={() => {
          setChoice({});
          removeCookie(COOKIE);
        }}
      >
        {devText.reset}
      </button>
    </div>
  );
}
