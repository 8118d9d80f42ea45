// The hostile-URL corpus (tests/property/hostile.ts, every entry) through every place that
// opens, frames or navigates: the allow-list for each use, link targets (hrefOf), image
// sources, session navigation, the link, image, frame, stack and kv-list nodes as rendered
// and tapped, and the controllers' action handler (useAppActions). Each entry is refused
// everywhere; the same-origin paths included as controls are allowed where a path may go.
// A tel: target is built from the digits alone (safeTel), so "refused" for the tel use means
// no target, or one that is `tel:` and digits with nothing of the entry's text left.
import { act, cleanup, fireEvent, render, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from '../router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppAction } from '../../renderers/actions';
import { allNodes } from '../../renderers/generated/all-nodes';
import { hrefOf } from '../../renderers/href';
import { ScreenView } from '../../renderers/ScreenView';
import { currentToast } from '../../renderers/ui/toast-store';
import { sessionLink } from '../../src/app/navigation';
import { useAppActions } from '../../src/app/use-app-actions';
import type { Screen } from '../../src/generated/types';
import { allowedUrl, type UrlUse } from '../../src/lib/allowed-url';
import { withSession } from '../../src/lib/session';
import { safeHttpUrl, safeImageSrc, safeUrl } from '../../src/lib/url-safety';
import { renderScreen, t } from '../renderers/render-screen';
import { dangerousAttributes, HOSTILE_URLS, SAFE_PATHS } from './hostile';
import { rendererServices } from '../../src/app/renderer-services';

const registry = allNodes;
const USES: readonly UrlUse[] = ['open', 'frame', 'mailto', 'tel'];
const SCHEMES = ['any', 'mailto', 'tel'] as const;
const inertTel = (target: string) => /^tel:\+?\d+$/.test(target);
const show = (url: string) => JSON.stringify(url.length > 80 ? `${url.slice(0, 80)}…` : url);

/** Every node that can carry a URL, with the URL written in and bound from the data. */
function nodesFor(url: string): unknown[] {
  const nodes: unknown[] = [];
  for (const source of [url, { bind: '/url' }]) {
    for (const scheme of SCHEMES) {
      const open = { type: 'openUrl', url: source, scheme };
      nodes.push(
        { type: 'link', text: `link ${scheme}`, action: open },
        { type: 'stack', action: open, children: [{ type: 'text', text: `stack ${scheme}` }] },
        { type: 'kv-list', items: [{ label: 'k', value: `row ${scheme}`, action: open }] },
      );
    }
    nodes.push(
      { type: 'image', src: source, alt: 'picture' },
      { type: 'frame', url: source, title: 'framed' },
      { type: 'button', text: 'open', action: { type: 'openUrl', url: source } },
    );
  }
  const go = { type: 'navigate', to: url, query: { problemId: '5' } };
  nodes.push(
    { type: 'link', text: 'link navigate', action: go },
    { type: 'stack', action: go, children: [{ type: 'text', text: 'stack navigate' }] },
    { type: 'kv-list', items: [{ label: 'k', value: 'row navigate', action: go }] },
  );
  return nodes;
}

/** URL-carrying attributes that hold the entry itself (as written or trimmed). */
function attributesCarrying(url: string): string[] {
  const found: string[] = [];
  const forms = new Set([url, url.trim()]);
  for (const element of document.querySelectorAll('*')) {
    for (const name of ['href', 'src', 'action', 'formaction', 'xlink:href', 'data']) {
      const value = element.getAttribute(name);
      if (value === null) continue;
      if (forms.has(value) || [...forms].some((form) => form && value.startsWith(`${form}?`))) {
        found.push(`${element.tagName.toLowerCase()} ${name}=${show(value)}`);
      }
    }
  }
  return found;
}

beforeAll(async () => {
  // The frame node's code loads on first use: load it once so every entry renders it.
  renderScreen([{ type: 'frame', url: 'https://docs.example/', title: 'warm' }], {}, { registry });
  await waitFor(() => expect(document.querySelector('iframe')).not.toBeNull(), {
    timeout: 10_000,
  });
  cleanup();
});

const assign = vi.fn();

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  window.history.replaceState({}, '', '/start?userId=7&sessionId=s1');
  assign.mockReset();
  vi.spyOn(window, 'location', 'get').mockReturnValue({
    ...window.location,
    assign,
    search: '?userId=7&sessionId=s1',
  });
});
afterEach(() => vi.unstubAllEnvs());

describe('the hostile-URL corpus', () => {
  it('has at least 30 entries, and safe controls', () => {
    expect(HOSTILE_URLS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(HOSTILE_URLS).size).toBe(HOSTILE_URLS.length);
    expect(SAFE_PATHS.length).toBeGreaterThan(0);
  });
});

describe('the allow-list refuses every entry for every use', () => {
  it.each(HOSTILE_URLS.map((url) => [show(url), url]))('%s', (_shown, url) => {
    for (const use of USES) {
      const allowed = allowedUrl(url, use);
      if (use === 'tel') expect(allowed === null || inertTel(allowed), use).toBe(true);
      else expect(allowed, use).toBeNull();
    }
    expect(safeUrl(url)).toBeNull();
    expect(safeUrl(url, { appScheme: 'borrowerapp:' })).toBeNull();
    expect(safeHttpUrl(url)).toBeNull();
    expect(safeImageSrc(url)).toBeNull();
  });

  it('also with an app scheme configured for this build', async () => {
    vi.resetModules();
    vi.stubEnv('VITE_APP_SCHEME', 'borrowerapp');
    const configured = await import('../../src/lib/allowed-url');
    for (const url of HOSTILE_URLS) {
      expect(configured.allowedUrl(url, 'open'), show(url)).toBeNull();
      expect(configured.allowedUrl(url, 'frame'), show(url)).toBeNull();
    }
  });

  it('allows the same-origin controls where a path may go', () => {
    for (const path of SAFE_PATHS) {
      expect(allowedUrl(path, 'open')).toBe(path);
      expect(allowedUrl(path, 'frame')).toBe(path);
      expect(safeImageSrc(path)).toBe(path);
    }
  });
});

describe('link targets and session navigation refuse every entry', () => {
  it.each(HOSTILE_URLS.map((url) => [show(url), url]))('%s', (_shown, url) => {
    for (const scheme of SCHEMES) {
      const target = hrefOf({ type: 'openUrl', url, scheme }, rendererServices.urls);
      if (scheme === 'tel') expect(target === null || inertTel(target), scheme).toBe(true);
      else expect(target, scheme).toBeNull();
    }
    expect(
      hrefOf(
        { type: 'navigate', to: url, query: { a: 'b' }, replace: false },
        rendererServices.urls,
      ),
    ).toBeNull();
    expect(() => withSession(url, { userId: '7' })).toThrow();
    expect(() => sessionLink(url, { problemId: '5' })).toThrow();
  });

  it('keeps the session on the same-origin controls', () => {
    for (const path of SAFE_PATHS) {
      expect(
        hrefOf({ type: 'navigate', to: path, query: {}, replace: false }, rendererServices.urls),
      ).toBe(sessionLink(path));
      expect(sessionLink(path)).toMatch(new RegExp(`^${path.replace('?', '\\?')}[?&]userId=7`));
    }
  });
});

describe('the controllers refuse to open or navigate to any entry', () => {
  function setup() {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/start']}>{children}</MemoryRouter>
    );
    return renderHook(() => ({ run: useAppActions(), location: useLocation() }), { wrapper });
  }

  it.each(HOSTILE_URLS.map((url) => [show(url), url]))('%s', (_shown, url) => {
    const { result } = setup();
    for (const scheme of SCHEMES) {
      act(() => result.current.run({ type: 'openUrl', url, scheme }));
    }
    act(() => result.current.run({ type: 'navigate', to: url, query: {}, replace: false }));
    for (const [target] of assign.mock.calls as [string][])
      expect(inertTel(target), target).toBe(true);
    expect(result.current.location.pathname).toBe('/start');
    expect(currentToast()?.text).toBe(t('error.linkBlocked'));
  });

  it('navigates to the same-origin controls with the session', () => {
    for (const path of SAFE_PATHS) {
      const { result } = setup();
      act(() => result.current.run({ type: 'navigate', to: path, query: {}, replace: false }));
      expect(result.current.location.pathname).toBe(path.split('?')[0]);
      expect(result.current.location.search).toContain('userId=7');
    }
  });
});

/** A screen wired to the real action handler, as a page wires it. */
function Wired({ body, data }: { body: unknown[]; data: unknown }) {
  const onAction = useAppActions();
  const screen = {
    type: 'screen',
    version: '1.1',
    id: 'hostile',
    title: 'Hostile',
    body,
  } as Screen;
  return (
    <ScreenView
      services={rendererServices}
      screen={screen}
      data={data}
      t={t}
      onAction={onAction}
      registry={registry}
    />
  );
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

describe('rendered nodes never carry an entry and a tap never opens one', () => {
  it.each(HOSTILE_URLS.map((url) => [show(url), url]))('%s', async (_shown, url) => {
    const data = { url };
    // As rendered: no href, src or frame of the entry, nothing dangerous anywhere.
    const view = renderScreen(nodesFor(url), data, { registry, version: '1.1' });
    expect(dangerousAttributes(document)).toEqual([]);
    expect(attributesCarrying(url)).toEqual([]);
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(document.querySelectorAll('[data-node-error]')).toHaveLength(0);
    // Tapped: whatever reaches the controller opens nothing.
    for (const target of document.querySelectorAll('a, button')) fireEvent.click(target);
    for (const action of view.actions as AppAction[]) {
      const target = hrefOf(action, rendererServices.urls);
      if (target !== null) expect(inertTel(target), `${action.type} ${target}`).toBe(true);
    }
    cleanup();

    // Wired to useAppActions as in a page: no window.location.assign, no navigation.
    render(
      <MemoryRouter initialEntries={['/start']}>
        <Wired body={nodesFor(url)} data={data} />
        <Where />
      </MemoryRouter>,
    );
    for (const target of document.querySelectorAll('main a, main button')) {
      act(() => {
        fireEvent.click(target);
      });
    }
    for (const [target] of assign.mock.calls as [string][])
      expect(inertTel(target), target).toBe(true);
    expect(document.querySelector('[data-testid="where"]')?.textContent).toBe('/start');
  });

  it('renders the same-origin controls as in-app links', () => {
    for (const path of SAFE_PATHS) {
      renderScreen(
        [{ type: 'link', text: 'go', action: { type: 'navigate', to: path, query: {} } }],
        {},
        { registry },
      );
      expect(document.querySelector('a')?.getAttribute('href')).toBe(sessionLink(path));
      cleanup();
    }
  });
});
