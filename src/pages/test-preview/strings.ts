// The developer preview's own catalogue: English only, and kept out of the borrower
// catalogue so borrower pages never download it.
export const devText = {
  title: 'Test preview',
  params: 'Device parameters',
  pages: 'Pages',
  scenarios: 'Fixture scenarios',
  scenariosHelp: 'Choices hold for this browser session (a cookie the fixture API reads).',
  allEndpoints: 'All endpoints',
  noFixtures: 'The fixture API is not available on this server.',
  reset: 'Reset scenarios',
  bridge: 'Native bridge log',
  clear: 'Clear',
  panelOn: 'Show the floating bridge panel on every page',
  device: 'Device tests',
  photo: 'Photo',
  contact: 'Pick a contact',
  contactUnsupported: 'This browser cannot pick contacts.',
  location: 'Get location',
  locating: 'Locating…',
} as const;
