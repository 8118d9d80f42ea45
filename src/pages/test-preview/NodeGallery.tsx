// The node gallery of /testPreview: every node type rendered from its fixture layout
// (fixtures/layouts/<type>.json: a description, a screen and its data), with its edge cases,
// plus the error cases (_error-*.json). Whatever the screen sends its controller, and every
// unknown node it reports, is listed in the actions log instead of being acted on.
// Developer page only: fixtures/ must never reach a borrower route's chunks (npm run budgets).
import { theme } from '../../../renderers/theme';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from '../../app/router';
import type { AppAction } from '../../../renderers/actions';
import type {
  NodeProps,
  Registry,
  Translate,
  UnknownNodeReport,
  Uploader,
} from '../../../renderers/context';
import { allNodes } from '../../../renderers/generated/all-nodes';
import { ScreenView } from '../../../renderers/ScreenView';
import type { CustomNode, Screen } from '../../generated/types';
import { addEnglish, t as appT } from '../../i18n';
import { uploadEn } from '../../i18n/en-upload';
import { devText, galleryCatalogue } from './strings';
import { rendererServices } from '../../app/renderer-services';

// The image picker's own words, as the complaint form adds them.
addEnglish(uploadEn);

export interface GalleryFixture {
  /** The file name without .json: the node type, or _error-… for an error case. */
  name: string;
  description: string;
  /** The layout breaks the schema on purpose (an unknown type, a newer version). */
  invalidOnPurpose?: boolean;
  screen: Screen;
  data: unknown;
}

const modules = import.meta.glob<Omit<GalleryFixture, 'name'>>('../../../fixtures/layouts/*.json', {
  eager: true,
  import: 'default',
});

/** Node types in alphabetical order, then the error cases. */
export const galleryFixtures: readonly GalleryFixture[] = Object.entries(modules)
  .map(([file, fixture]) => ({ ...fixture, name: file.replace(/^.*\/|\.json$/g, '') }))
  .sort(
    (a, b) =>
      Number(a.name.startsWith('_')) - Number(b.name.startsWith('_')) ||
      a.name.localeCompare(b.name),
  );

/** The gallery's own catalogue keys first, the app's catalogue for the rest. */
const galleryT: Translate = (key, params) => {
  const template = Object.hasOwn(galleryCatalogue, key) ? galleryCatalogue[key] : undefined;
  if (template === undefined) return appT(key, params);
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params && name in params ? String(params[name]) : whole,
  );
};

// Every node type: the gallery shows each one, and a developer page carries what it likes.
const registry = allNodes;

function propText(props: CustomNode['props'], name: string): string {
  const value = (props as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}

/** customType "demo": shows the props the layout gave it. */
function DemoCustom({ node }: NodeProps<CustomNode>) {
  return (
    <div
      data-testid="custom-demo"
      css={{
        border: `2px dashed ${theme.brandInk}`,
        borderRadius: 8,
        padding: 12,
        background: theme.brandTint,
      }}
    >
      <strong>{propText(node.props, 'title')}</strong>
      <p css={{ margin: '4px 0 0' }}>{propText(node.props, 'body')}</p>
    </div>
  );
}

/** customType "broken": throws while rendering, for the node error boundary to contain. */
function BrokenCustom(): never {
  throw new Error(devText.galleryBroken);
}

const custom: Registry = Object.freeze({ demo: DemoCustom, broken: BrokenCustom });

/** A 32 × 32 PNG: what the fake uploader says every image was stored as. */
const UPLOADED_IMAGE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAAUElEQVR42mN4ViECR79WBcARtcQZaGr6swoRBpqaDrWAdqaDLKCp6SgW0Ci2GWhqOtQCmqZUhtF8MJoPRvPBaD4YzQej+WA0H4zmg9F8AEYALobMW1QPSXMAAAAASUVORK5CYII=';

/** Uploader "demo": reports progress in four steps, then answers with UPLOADED_IMAGE. */
const fakeUpload: Uploader = (_file, _name, { signal, onProgress }) =>
  new Promise((resolve) => {
    let step = 0;
    const timer = setInterval(() => {
      step += 1;
      onProgress(step / 4);
      if (step < 4) return;
      clearInterval(timer);
      resolve({ ok: true, url: UPLOADED_IMAGE });
    }, 150);
    signal.addEventListener(
      'abort',
      () => {
        clearInterval(timer);
        resolve({ ok: false, message: 'Cancelled' });
      },
      { once: true },
    );
  });

const uploaders = Object.freeze({ demo: fakeUpload });

interface LogEntry {
  id: number;
  text: string;
}

let nextEntry = 1;

/** The entries of the actions log and stable handlers for ScreenView, cleared per fixture. */
function useActionLog(name: string) {
  const [entries, setEntries] = useState<LogEntry[]>([]);
  const [shownFor, setShownFor] = useState(name);
  if (shownFor !== name) {
    setShownFor(name);
    setEntries([]);
  }
  const add = useCallback((text: string, once = false) => {
    setEntries((list) =>
      once && list.some((e) => e.text === text)
        ? list
        : [...list.slice(-49), { id: nextEntry++, text }],
    );
  }, []);
  const onAction = useCallback((action: AppAction) => add(JSON.stringify(action)), [add]);
  // A report comes from an effect: the same node reports again when it re-mounts.
  const onUnknown = useCallback(
    (report: UnknownNodeReport) => add(`${devText.galleryUnknown} ${JSON.stringify(report)}`, true),
    [add],
  );
  return { entries, clear: () => setEntries([]), onAction, onUnknown };
}

export function NodeGallery() {
  const [search, setSearch] = useSearchParams();
  const name = search.get('node') ?? '';
  const fixture = galleryFixtures.find((f) => f.name === name);
  const log = useActionLog(name);

  // The screen's title bar sets the document title; the preview keeps its own. This effect
  // runs after the screen's, in the same commit.
  useEffect(() => {
    document.title = devText.title;
  }, [name]);

  const choose = (next: string) => {
    const params = new URLSearchParams(search);
    if (next) params.set('node', next);
    else params.delete('node');
    setSearch(params, { replace: true });
  };

  return (
    <div css={{ display: 'grid', gap: 10 }}>
      <p css={{ margin: 0, fontSize: 13 }}>{devText.galleryHelp}</p>
      <label css={{ display: 'grid', gap: 4, fontSize: 13 }}>
        {devText.galleryPick}
        <select
          name="gallery-fixture"
          value={fixture ? name : ''}
          onChange={(e) => choose(e.target.value)}
        >
          <option value="">{devText.galleryNone}</option>
          {galleryFixtures.map((f) => (
            <option key={f.name} value={f.name}>
              {f.name}
            </option>
          ))}
        </select>
      </label>
      {name !== '' && !fixture && (
        <p role="alert" css={{ margin: 0 }}>
          {devText.galleryMissing} <code>{name}</code>
        </p>
      )}
      {fixture && (
        <>
          <p data-testid="gallery-description" css={{ margin: 0 }}>
            {fixture.description}
          </p>
          {fixture.invalidOnPurpose && (
            <p css={{ margin: 0, fontSize: 13, color: '#8a5a00' }}>{devText.galleryInvalid}</p>
          )}
          <div
            data-testid="gallery-box"
            css={{
              border: '1px solid #c9ced6',
              borderRadius: 8,
              overflow: 'hidden',
              // The screen frame fills the viewport on a page; in the box it takes its height.
              '& [data-screen]': { minHeight: 0 },
            }}
          >
            <ScreenView
              services={rendererServices}
              key={fixture.name}
              screen={fixture.screen}
              data={fixture.data}
              t={galleryT}
              onAction={log.onAction}
              registry={registry}
              custom={custom}
              uploaders={uploaders}
              onUnknown={log.onUnknown}
            />
          </div>
          <h3 css={{ fontSize: 15, margin: '4px 0 0' }}>{devText.galleryActions}</h3>
          <div role="log" aria-label={devText.galleryLogLabel}>
            <ol
              css={{
                margin: 0,
                paddingLeft: 22,
                font: '12px/1.5 ui-monospace, monospace',
                wordBreak: 'break-all',
              }}
            >
              {log.entries.map((entry) => (
                <li key={entry.id}>{entry.text}</li>
              ))}
            </ol>
            {log.entries.length === 0 && (
              <p css={{ margin: 0, fontSize: 13 }}>{devText.galleryNoActions}</p>
            )}
          </div>
          <div>
            <button type="button" onClick={log.clear}>
              {devText.clear}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
