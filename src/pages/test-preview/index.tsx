// /testPreview (SPEC §2): the developer's hub. Device parameters, a link to every page with
// them, the fixture scenario picker, the native bridge log, what the pages keep, device
// checks and the node gallery.
import { theme } from '../../../renderers/theme';
import { useEffect, useState, type ReactNode } from 'react';
import { clearBridgeLog, readBridgeLog, type BridgeCall } from '../../bridge';
import { BridgeLogList } from '../../dev/BridgeLogPanel';
import { DEVTOOLS_KEY, isDevtoolsEnabled } from '../../app/devtools-switch';
import { t } from '../../i18n';
import { routes } from '../../routes';
import { DeviceTests } from './DeviceTests';
import { KeptValues } from './KeptValues';
import { NodeGallery } from './NodeGallery';
import { MORE_LINKS, previewLink } from './preview-links';
import { ScenarioMatrix } from './ScenarioMatrix';
import { ScenarioPicker } from './ScenarioPicker';
import { devText } from './strings';
import { PREVIEW_KEYS, usePreviewParams } from './use-preview-params';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section css={{ background: '#fff', borderRadius: 10, padding: 16, marginBottom: 12 }}>
      <h2 css={{ fontSize: 17, margin: '0 0 12px' }}>{title}</h2>
      {children}
    </section>
  );
}

function useBridgeLog(): [BridgeCall[], () => void] {
  const [calls, setCalls] = useState<BridgeCall[]>(() => readBridgeLog());
  useEffect(() => {
    const refresh = () => setCalls(readBridgeLog());
    window.addEventListener('bridge-call', refresh);
    return () => window.removeEventListener('bridge-call', refresh);
  }, []);
  return [
    calls,
    () => {
      clearBridgeLog();
      setCalls([]);
    },
  ];
}

export default function TestPreviewPage() {
  const [params, setParam] = usePreviewParams();
  const [calls, clearCalls] = useBridgeLog();
  const [panel, setPanel] = useState(() => isDevtoolsEnabled());
  useEffect(() => {
    document.title = devText.title;
  }, []);
  return (
    <main
      css={{
        padding: 12,
        background: '#f4f6f8',
        minHeight: '100vh',
        font: '14px/1.4 system-ui, sans-serif',
        color: '#1d2127',
      }}
    >
      <h1 css={{ fontSize: 20 }}>{devText.title}</h1>
      <p>
        {/* A full page load: the studio is its own build, not a route of this app. */}
        <a href="/studio">{devText.studio}</a> {devText.studioHelp}
      </p>
      <Section title={devText.params}>
        <div css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
          {PREVIEW_KEYS.map((key) => (
            <label key={key} css={{ display: 'grid', fontSize: 12, gap: 2 }}>
              {key}
              <input
                name={key}
                value={params[key]}
                onChange={(e) => setParam(key, e.target.value)}
              />
            </label>
          ))}
        </div>
      </Section>
      <Section title={devText.pages}>
        <ul css={{ margin: 0, paddingLeft: 18, columns: 2 }}>
          {routes
            .filter((r) => !r.developer)
            .map((r) => (
              <li key={r.name} css={{ marginBottom: 6 }}>
                <a href={previewLink(r, params)} css={{ color: theme.brandInk }}>
                  {t(r.titleKey)} <small css={{ color: '#5b636e' }}>{r.path}</small>
                </a>
                {MORE_LINKS.filter((more) => more.route === r.name).map((more) => (
                  <a
                    key={more.label}
                    href={previewLink(r, params, more.query)}
                    css={{ display: 'block', color: theme.brandInk, fontSize: 13 }}
                  >
                    {more.label}
                  </a>
                ))}
              </li>
            ))}
        </ul>
      </Section>
      <Section title={devText.scenarios}>
        <ScenarioPicker />
      </Section>
      <Section title={devText.matrix}>
        <ScenarioMatrix params={params} />
      </Section>
      <Section title={devText.bridge}>
        <label css={{ display: 'flex', gap: 6, marginBottom: 8 }}>
          <input
            type="checkbox"
            checked={panel}
            onChange={(e) => {
              setPanel(e.target.checked);
              sessionStorage.setItem(DEVTOOLS_KEY, e.target.checked ? '1' : '0');
            }}
          />
          {devText.panelOn}
        </label>
        <BridgeLogList calls={calls} />
        <button type="button" onClick={clearCalls}>
          {devText.clear}
        </button>
      </Section>
      <Section title={devText.kept}>
        <KeptValues />
      </Section>
      <Section title={devText.device}>
        <DeviceTests />
      </Section>
      <Section title={devText.gallery}>
        <NodeGallery />
      </Section>
    </main>
  );
}
