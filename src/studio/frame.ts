// The studio's preview frame: the real app, on the fixture API, with the studio's edited
// document in place of the shipped one. It reads the edit from its parent (the studio) before
// any page's code runs, puts it into the module the app imports, picks the fixture scenarios,
// moves to the app path it was asked to open and starts the app with the app's own start
// (src/app/start-app.tsx: without the offline worker and the developer panel, which have no
// place in a preview).
import { allNodes } from '../../renderers/generated/all-nodes';
import brand from '../../schemas/v1/config/brand.default.json';
import paymentInstructions from '../../schemas/v1/config/payment-instructions.default.json';
import { SCENARIO_COOKIE } from '../../fixtures/server/scenario';
import { brandPropertiesOf } from '../lib/brand';
import { setCookie } from '../lib/cookie';
import { startSelection } from './frame-select';
import { safeAppPath, type BuiltConfig, type PreviewEdit } from './preview-edit';

const builtConfigs: Record<BuiltConfig, object> = {
  brand,
  'payment-instructions': paymentInstructions,
};
const layouts = import.meta.glob<Record<string, unknown>>('../../schemas/v1/screens/*.json', {
  eager: true,
  import: 'default',
});

// Each page's node registry, generated for its shipped layout (src/generated/registries/).
const registries = import.meta.glob<Record<string, Record<string, unknown>>>(
  '../generated/registries/*.ts',
  { eager: true },
);

/**
 * The app imports these JSON modules once and keeps their object: replacing the object's
 * content before the app starts is what every page then renders (the frame reloads per edit).
 */
function replaceContent(target: Record<string, unknown>, doc: unknown): void {
  for (const key of Object.keys(target)) delete target[key];
  Object.assign(target, doc);
}

function applyEdit(edit: PreviewEdit): void {
  if (edit.target === 'built')
    replaceContent(builtConfigs[edit.config] as Record<string, unknown>, edit.doc);
  if (edit.target === 'screen') {
    const layout = layouts[`../../schemas/v1/screens/${edit.screenId}.json`];
    if (layout) replaceContent(layout, edit.doc);
    // The edited layout may use node types the shipped one does not: its page's registry gets
    // every type (a configuration previewed as served keeps the page's own, as deployed).
    const registry = registries[`../generated/registries/${edit.screenId}.ts`];
    for (const exported of Object.values(registry ?? {})) Object.assign(exported, allNodes);
  }
  setCookie(SCENARIO_COOKIE, JSON.stringify(edit.scenarios));
}

function parentEdit(): PreviewEdit | undefined {
  try {
    return window.parent === window ? undefined : window.parent.studioPreviewEdit;
  } catch {
    return undefined; // framed by another origin: show the app as shipped
  }
}

const edit = parentEdit();
if (edit) {
  applyEdit(edit);
  // Clicks name the document's part they land on; the studio's selection is outlined.
  startSelection(edit.doc);
}
// The borrower build writes the brand's custom properties into the page's HTML at build time
// (scripts/brand-shell-plugin.ts); the frame works them out from the brand as edited.
for (const [name, value] of Object.entries(brandPropertiesOf(brand.colors)))
  document.documentElement.style.setProperty(name, value);
const open = safeAppPath(new URLSearchParams(window.location.search).get('open')) ?? '/';
window.history.replaceState(null, '', open);
// Only now: the app reads its route, query and language from the location as it loads.
void import('../app/start-app').then((app) => app.startApp());
