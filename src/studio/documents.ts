// What the studio edits: the configs operations staff change (the promotion landing template
// and the bank-form layout, which the API serves; the brand config and the payment-provider
// instructions, built into the app) and every shipped screen layout. Each with its shipped default, the fixtures that hold one,
// its check (src/config-checks/config-check.ts) and the pages that show it.
import bankFormLayout from '../../schemas/v1/config/bank-form-layout.default.json';
import brand from '../../schemas/v1/config/brand.default.json';
import landingTemplate from '../../schemas/v1/config/landing-template.default.json';
import paymentInstructions from '../../schemas/v1/config/payment-instructions.default.json';

export interface StudioDocument {
  /** Stable, in links: 'landing-template', 'bank-form-layout', 'brand', 'screen/<id>'. */
  id: string;
  label: string;
  /** The config-check kind (src/config-checks/config-check.ts). */
  kind: string;
  /** The $id of its schema, for completion. */
  schemaId: string;
  shipped: unknown;
  /** Fixture name → document. */
  fixtures: Readonly<Record<string, unknown>>;
  /** The route names (src/routes.ts) whose pages show it; the first is the preview's default. */
  routes: readonly string[];
  /** A server-driven config: the endpoint whose answer's `data` it is. */
  endpoint?: string;
}

const SCHEMAS = 'https://borrower.invalid/schemas/v1';

/** The `data` of each fixture answer of an endpoint that holds a document (an object). */
function fixtureData(answers: Record<string, unknown>): Record<string, unknown> {
  const found: Record<string, unknown> = {};
  for (const [file, answer] of Object.entries(answers)) {
    const data = (answer as { data?: unknown } | null)?.data;
    const name = file.replace(/^.*\//, '').replace(/\.json$/, '');
    if (data !== null && typeof data === 'object' && !Array.isArray(data)) found[name] = data;
  }
  return found;
}

const landingFixtures = import.meta.glob('../../fixtures/api/v3/channel/channel-template/*.json', {
  eager: true,
  import: 'default',
});
const bankFixtures = import.meta.glob('../../fixtures/api/v3/bind-card/form-layout/*.json', {
  eager: true,
  import: 'default',
});
const screens = import.meta.glob<{ id: string }>('../../schemas/v1/screens/*.json', {
  eager: true,
  import: 'default',
});

/** The pages that render a shipped layout, when its id is not itself a route's page. */
const SCREEN_ROUTES: Readonly<Record<string, readonly string[]>> = {
  website: ['home'],
  'loan-confirm': ['newLoanConfirm', 'loanConfirmPeriod', 'loanConfirm'],
  'order-details': ['loanDetail', 'order'],
  repayment: ['repayment', 'repayDelay'],
  'repayment-by-code': ['repaymentOfCode'],
  'repayment-code': ['repaymentOfCode2'],
};

const camel = (id: string) => id.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

const screenDocuments: StudioDocument[] = Object.values(screens)
  .map((layout) => ({
    id: `screen/${layout.id}`,
    label: `Screen layout: ${layout.id}`,
    kind: 'screen',
    schemaId: `${SCHEMAS}/screen/screen.schema.json`,
    shipped: layout,
    fixtures: {},
    routes: SCREEN_ROUTES[layout.id] ?? [camel(layout.id)],
  }))
  .sort((a, b) => a.id.localeCompare(b.id));

export const DOCUMENTS: readonly StudioDocument[] = [
  {
    id: 'landing-template',
    label: 'Promotion landing template',
    kind: 'landing-template',
    schemaId: `${SCHEMAS}/config/landing-template.schema.json`,
    shipped: landingTemplate,
    fixtures: fixtureData(landingFixtures),
    routes: ['promotion'],
    endpoint: '/v3/channel/channel-template',
  },
  {
    id: 'bank-form-layout',
    label: 'Bank-form layout',
    kind: 'bank-form-layout',
    schemaId: `${SCHEMAS}/config/bank-form-layout.schema.json`,
    shipped: bankFormLayout,
    fixtures: fixtureData(bankFixtures),
    routes: ['bindBank'],
    endpoint: '/v3/bind-card/form-layout',
  },
  {
    id: 'brand',
    label: 'Brand config',
    kind: 'brand',
    schemaId: `${SCHEMAS}/config/brand.schema.json`,
    shipped: brand,
    fixtures: {},
    routes: ['home', 'privacyPolicy', 'promotion', 'customerService', 'loanDetail', 'bindBank'],
  },
  {
    id: 'payment-instructions',
    label: 'Payment-provider instructions',
    kind: 'payment-instructions',
    schemaId: `${SCHEMAS}/config/payment-instructions.schema.json`,
    shipped: paymentInstructions,
    fixtures: {},
    routes: ['paymentInstructions'],
  },
  ...screenDocuments,
];

export function documentById(id: string | null | undefined): StudioDocument | undefined {
  return DOCUMENTS.find((doc) => doc.id === id);
}

/** The document as the editor shows it: two-space JSON, as the files are written. */
export const asText = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
