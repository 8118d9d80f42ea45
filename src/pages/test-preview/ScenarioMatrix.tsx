// Every page on every fixture scenario of its endpoints: a link per scenario that sets the
// fixture API's choice for that one endpoint (the cookie ScenarioPicker also writes) and
// opens the page with the device parameters. The endpoints of each page are
// ./page-endpoints.ts; their scenarios come from the fixture API (/__fixtures).
import { useEffect, useState } from 'react';
import { theme } from '../../../renderers/theme';
import { t } from '../../i18n';
import { setCookie } from '../../lib/cookie';
import { routes } from '../../routes';
import {
  ENDPOINT_NEEDS,
  ENDPOINT_QUERY,
  NOT_CALLED_BY_ROUTE,
  PAGE_ENDPOINTS,
} from './page-endpoints';
import { previewLink } from './preview-links';
import { devText } from './strings';
import type { PreviewParams } from './use-preview-params';

interface EndpointScenarios {
  path: string;
  method: string;
  scenarios: string[];
}

const COOKIE = 'fixture-scenario';

export function ScenarioMatrix({ params }: { params: PreviewParams }) {
  const [known, setKnown] = useState<Map<string, string[]> | 'unavailable' | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/__fixtures', { signal: controller.signal })
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then((body: { endpoints?: EndpointScenarios[] }) =>
        setKnown(new Map((body.endpoints ?? []).map((e) => [e.path, e.scenarios]))),
      )
      .catch(() => !controller.signal.aborted && setKnown('unavailable'));
    return () => controller.abort();
  }, []);
  if (known === null) return null;
  if (known === 'unavailable') return <p>{devText.noFixtures}</p>;
  return (
    <div data-testid="scenario-matrix">
      <p css={{ fontSize: 13 }}>{devText.matrixHelp}</p>
      {routes
        .filter((route) => !route.developer && PAGE_ENDPOINTS[route.page].length > 0)
        .map((route) => (
          <details key={route.name} css={{ marginBottom: 6 }}>
            <summary>
              {t(route.titleKey)} <small css={{ color: '#5b636e' }}>{route.path}</small>
            </summary>
            {PAGE_ENDPOINTS[route.page]
              .filter((endpoint) => !NOT_CALLED_BY_ROUTE[route.name]?.includes(endpoint))
              .map((endpoint) => (
                <p key={endpoint} css={{ margin: '6px 0 6px 12px', fontSize: 13 }}>
                  <span css={{ wordBreak: 'break-all' }}>{endpoint}:</span>{' '}
                  {(known.get(endpoint) ?? []).map((scenario) => (
                    <a
                      key={scenario}
                      href={previewLink(route, params, ENDPOINT_QUERY[endpoint])}
                      aria-label={`${route.path}, ${endpoint}: ${scenario}`}
                      onClick={() =>
                        setCookie(
                          COOKIE,
                          JSON.stringify({ ...ENDPOINT_NEEDS[endpoint], [endpoint]: scenario }),
                        )
                      }
                      css={{ color: theme.brandInk, marginRight: 8, display: 'inline-block' }}
                    >
                      {scenario}
                    </a>
                  ))}
                </p>
              ))}
          </details>
        ))}
    </div>
  );
}
