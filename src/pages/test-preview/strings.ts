// The developer preview's own catalogue: English only, and kept out of the borrower
// catalogue so borrower pages never download it.
export const devText = {
  title: 'Test preview',
  studio: 'Studio',
  studioHelp:
    'edits a landing template, the bank-form layout, the brand config or any screen layout, with a live preview.',
  params: 'Device parameters',
  pages: 'Pages',
  scenarios: 'Fixture scenarios',
  scenariosHelp: 'Choices stay until you reset them (a cookie the fixture API reads).',
  matrix: 'Every page on every scenario',
  matrixHelp:
    "A link opens the page with that scenario for that endpoint alone (and the default for the others, but the answer a page needs to make that call at all: the order's rating or Borrow Again).",
  allEndpoints: 'All endpoints',
  noFixtures: 'The fixture API is not available on this server.',
  reset: 'Reset scenarios',
  bridge: 'Native bridge log',
  clear: 'Clear',
  panelOn: 'Show the floating bridge panel on every page',
  kept: 'What the pages keep',
  keptRecord: '(local storage: the repayment record /repaymentOfCode2 shows):',
  keptBankTip: '(this tab: the order page shows its kind tips only while unset):',
  keptSet: 'set',
  keptNone: 'not set',
  keptForget: 'Forget',
  device: 'Device tests',
  photo: 'Photo',
  contact: 'Pick a contact',
  contactUnsupported: 'This browser cannot pick contacts.',
  location: 'Get location',
  locating: 'Locating…',
  locationUnsupported:
    'This browser cannot tell its location (or the page is not served over https).',
  gallery: 'Node gallery',
  galleryHelp:
    'Every node type rendered from its fixture layout (fixtures/layouts/<type>.json), with its edge cases; error cases come last. The choice is kept in the URL (?node=<type>).',
  galleryPick: 'Fixture',
  galleryNone: 'Choose a fixture…',
  galleryMissing: 'There is no fixture with this name:',
  galleryInvalid: 'Not schema-valid on purpose: it shows what the renderer does at run time.',
  galleryActions: 'Actions',
  galleryLogLabel: 'Gallery actions',
  galleryNoActions: 'Nothing yet: the screen has sent no action and reported no unknown node.',
  galleryUnknown: 'unknown node',
  galleryBroken: 'The gallery\'s "broken" custom node throws on purpose.',
} as const;

/**
 * Catalogue keys the gallery's fixture layouts use (`{"key": "gallery.…"}`); the gallery's
 * translator reads these first and the app's catalogue for every other key.
 */
export const galleryCatalogue: Readonly<Record<string, string>> = {
  'gallery.notSet': 'Not set',
  'gallery.greeting': 'Hello, {name}!',
  'gallery.chosen': 'Chosen: {value}',
  'gallery.numbered': 'Item {n} (@index)',
  'gallery.emptyTab': 'Nothing in "{tab}".',
  'gallery.cancelOrder': 'Order {no} will be cancelled.',
  'gallery.score': 'Score: {score}',
  'gallery.resendIn': 'Resend in {seconds}s',
  'gallery.imagesCount': 'Photos ({count}/{max})',
};
