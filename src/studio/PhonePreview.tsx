// The live preview: the real app in a phone-sized frame (src/studio/frame.ts), on the fixture
// API, showing the last valid document. Each new document loads the frame anew (PhoneFrame
// keeps the old one on screen meanwhile); a server-driven config is first put on the fixture
// API as its endpoint's `studio` answer.
import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { PAGE_ENDPOINTS } from '../pages/test-preview/page-endpoints';
import { previewLink } from '../pages/test-preview/preview-links';
import { PREVIEW_DEFAULTS } from '../pages/test-preview/use-preview-params';
import { routes } from '../routes';
import type { StudioDocument } from './documents';
import { PhoneFrame } from './PhoneFrame';
import { frameUrl, type PreviewEdit } from './preview-edit';
import { post, studioMessage } from './selection';
import { SelectField } from './ui/controls';
import { color, focusRing, radius } from './ui/tokens';
import { useFixtureScenarios } from './use-fixture-scenarios';
import { studioScenario } from '../../fixtures/server/scenario';

export const WIDTHS = [320, 375, 412] as const;
export const LANGUAGES = { en: 'English', es: 'Español', id: 'Bahasa Indonesia', zh: '中文' };
type Language = keyof typeof LANGUAGES;
/** Typing settles before the frame reloads: one reload per pause, not per key. */
const SETTLE_MS = 300;
/** The fixture API is local: an answer later than this will not come. */
const PUT_TIMEOUT_MS = 10_000;

/**
 * This tab's preview, so that two operators on one studio server each see their own draft (the
 * fixture API keeps one answer per endpoint and preview). Not a secret: a name.
 */
const PREVIEW_KEY = Math.random().toString(36).slice(2, 12) || 'tab';

async function putStudioAnswer(endpoint: string, doc: unknown): Promise<void> {
  const query = `endpoint=${encodeURIComponent(endpoint)}&preview=${PREVIEW_KEY}`;
  const response = await fetch(`/__fixtures/studio?${query}`, {
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
    return {
      target: 'server',
      doc,
      scenarios: { ...scenarios, [subject.endpoint]: studioScenario(PREVIEW_KEY) },
    };
  if (subject.kind === 'brand' || subject.kind === 'payment-instructions')
    return { target: 'built', config: subject.kind, doc, scenarios };
  return { target: 'screen', screenId: subject.id.replace(/^screen\//, ''), doc, scenarios };
}

const segment = css`
  display: inline-flex;
  margin: 0;
  padding: 0;
  border: 1px solid ${color.lineStrong};
  border-radius: ${radius}px;
  overflow: hidden;
  label {
    position: relative;
    padding: 5px 10px;
    font-size: 13px;
    font-weight: 600;
    color: ${color.muted};
    background: ${color.panel};
    cursor: pointer;
  }
  label + label {
    border-left: 1px solid ${color.lineStrong};
  }
  label:has(input:checked) {
    background: ${color.accentSoft};
    color: ${color.accent};
  }
  label:has(input:focus-visible) {
    ${focusRing};
    z-index: 1;
  }
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
`;

const previewFrames = () =>
  Array.from(document.querySelectorAll<HTMLIFrameElement>('iframe.phone, iframe.phone-next'));

/**
 * The selection between the preview and the editor: a click in the frame names a pointer
 * (onPick); the selected pointer is outlined in the frame, again each time a frame is ready.
 */
function useFrameSelection(
  selected: string | null | undefined,
  onPick?: (pointer: string) => void,
) {
  const latest = useRef(selected);
  latest.current = selected;
  const pick = useRef(onPick);
  pick.current = onPick;
  useEffect(() => {
    const fromFrame = (source: MessageEventSource | null) =>
      previewFrames().some((f) => f.contentWindow === source);
    const onMessage = (event: MessageEvent) => {
      const message = studioMessage(event, fromFrame);
      if (message?.type === 'studio:select') pick.current?.(message.pointer);
      if (message?.type === 'studio:ready')
        post(event.source as Window, { type: 'studio:highlight', pointer: latest.current ?? null });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  useEffect(() => {
    for (const frame of previewFrames())
      post(frame.contentWindow, { type: 'studio:highlight', pointer: selected ?? null });
  }, [selected]);
}

export function PhonePreview({
  subject,
  doc,
  selected,
  onPick,
}: {
  subject: StudioDocument;
  doc: unknown;
  /** The document part selected in the editor: outlined in the preview. */
  selected?: string | null;
  /** A click in the preview landed on this part of the document. */
  onPick?: (pointer: string) => void;
}) {
  const [width, setWidth] = useState<number>(375);
  const [lang, setLang] = useState<Language>('en');
  const [chosen, setChosen] = useState({ subjectId: subject.id, route: subject.routes[0]! });
  const [scenario, setScenario] = useState('default');
  const [reload, setReload] = useState(0);
  const [status, setStatus] = useState<string>('');
  const latest = useRef(0);
  useFrameSelection(selected, onPick);

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
        <fieldset css={segment}>
          <legend className="visually-hidden">Width</legend>
          {WIDTHS.map((w) => (
            <label key={w}>
              <input type="radio" name="width" checked={width === w} onChange={() => setWidth(w)} />
              {w} px
            </label>
          ))}
        </fieldset>
        <SelectField
          inline
          label="Language"
          value={lang}
          onChange={(e) => setLang(e.target.value as Language)}
        >
          {Object.entries(LANGUAGES).map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </SelectField>
        <SelectField
          inline
          label="Page"
          value={routeName}
          onChange={(e) => setChosen({ subjectId: subject.id, route: e.target.value })}
        >
          {subject.routes.map((name) => (
            <option key={name} value={name}>
              {routes.find((r) => r.name === name)?.path ?? name}
            </option>
          ))}
        </SelectField>
        <SelectField
          inline
          label="Fixture scenario"
          value={scenario}
          onChange={(e) => setScenario(e.target.value)}
        >
          {scenarios.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
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
