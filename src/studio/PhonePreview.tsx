// The live preview: the real app in a phone-sized frame (src/studio/frame.ts), on the fixture
// API, showing the last valid document. Each new document loads the frame anew (PhoneFrame
// keeps the old one on screen meanwhile); a server-driven config is first put on the fixture
// API as its endpoint's `studio` answer.
import { useEffect, useRef, useState } from 'react';
import { PAGE_ENDPOINTS } from '../pages/test-preview/page-endpoints';
import { previewLink } from '../pages/test-preview/preview-links';
import { PREVIEW_DEFAULTS } from '../pages/test-preview/use-preview-params';
import { routes } from '../routes';
import type { StudioDocument } from './documents';
import { PhoneFrame } from './PhoneFrame';
import { frameUrl, type PreviewEdit } from './preview-edit';
import { useFixtureScenarios } from './use-fixture-scenarios';

export const WIDTHS = [320, 375, 412] as const;
export const LANGUAGES = { en: 'English', es: 'Español', id: 'Bahasa Indonesia', zh: '中文' };
type Language = keyof typeof LANGUAGES;
/** Typing settles before the frame reloads: one reload per pause, not per key. */
const SETTLE_MS = 300;
/** The fixture API is local: an answer later than this will not come. */
const PUT_TIMEOUT_MS = 10_000;

async function putStudioAnswer(endpoint: string, doc: unknown): Promise<void> {
  const response = await fetch(`/__fixtures/studio?endpoint=${encodeURIComponent(endpoint)}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ code: 0, message: 'success', data: doc }),
    signal: AbortSignal.timeout(PUT_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`the fixture API answered ${response.status}`);
}

function editOf(subject: StudioDocument, doc: unknown, scenario: string): PreviewEdit {
  const scenarios: Record<string, string> = { '*': scenario };
  if (subject.endpoint)
    return { target: 'server', scenarios: { ...scenarios, [subject.endpoint]: 'studio' } };
  if (subject.kind === 'brand' || subject.kind === 'payment-instructions')
    return { target: 'built', config: subject.kind, doc, scenarios };
  return { target: 'screen', screenId: subject.id.replace(/^screen\//, ''), doc, scenarios };
}

export function PhonePreview({ subject, doc }: { subject: StudioDocument; doc: unknown }) {
  const [width, setWidth] = useState<number>(375);
  const [lang, setLang] = useState<Language>('en');
  const [chosen, setChosen] = useState({ subjectId: subject.id, route: subject.routes[0]! });
  const [scenario, setScenario] = useState('default');
  const [reload, setReload] = useState(0);
  const [status, setStatus] = useState<string>('');
  const latest = useRef(0);

  // The page chosen for this document; another document opens on its own first page.
  const routeName = chosen.subjectId === subject.id ? chosen.route : subject.routes[0]!;
  const route = routes.find((r) => r.name === routeName) ?? routes[0]!;
  const scenarios = useFixtureScenarios(
    PAGE_ENDPOINTS[route.page as keyof typeof PAGE_ENDPOINTS] ?? [],
  );

  useEffect(() => {
    const attempt = ++latest.current;
    const timer = window.setTimeout(() => {
      const edit = editOf(subject, doc, scenario);
      const put = subject.endpoint ? putStudioAnswer(subject.endpoint, doc) : Promise.resolve();
      setStatus('Updating the preview…');
      put.then(
        () => {
          if (attempt !== latest.current) return;
          window.studioPreviewEdit = edit;
          setReload((n) => n + 1);
          setStatus('');
        },
        (error: unknown) => {
          if (attempt !== latest.current) return;
          setStatus(
            `The fixture API did not take the document (${(error as Error).message}); the preview shows the last one it took.`,
          );
        },
      );
    }, SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [subject, doc, scenario]);

  const path = previewLink(route, { ...PREVIEW_DEFAULTS, lang });
  return (
    <section className="preview" aria-label="Preview">
      <div className="toolbar">
        <fieldset>
          <legend>Width</legend>
          {WIDTHS.map((w) => (
            <label key={w}>
              <input type="radio" name="width" checked={width === w} onChange={() => setWidth(w)} />
              {w} px
            </label>
          ))}
        </fieldset>
        <label>
          Language{' '}
          <select value={lang} onChange={(e) => setLang(e.target.value as Language)}>
            {Object.entries(LANGUAGES).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Page{' '}
          <select
            value={routeName}
            onChange={(e) => setChosen({ subjectId: subject.id, route: e.target.value })}
          >
            {subject.routes.map((name) => (
              <option key={name} value={name}>
                {routes.find((r) => r.name === name)?.path ?? name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Fixture scenario{' '}
          <select value={scenario} onChange={(e) => setScenario(e.target.value)}>
            {scenarios.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p role="status" className="status">
        {status}
      </p>
      {reload > 0 && (
        <PhoneFrame
          title={`Preview of ${route.path} at ${width} px`}
          src={frameUrl(path, reload)}
          width={width}
        />
      )}
    </section>
  );
}
