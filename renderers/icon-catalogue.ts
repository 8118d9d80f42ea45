// Every built-in icon (IconName of the layout schema) and the lucide module that draws it:
// what `npm run gen` reads to write each layout's glyph table into its registry
// (scripts/registries/screen-registry.ts), so a page downloads the drawings of the icons its
// layout names, not all of them. Data only: the app never imports this file. A Record over the
// generated union: a name added to the schema fails typecheck until it has a drawing here.
import type { IconName } from './generated/screen-types';

export const iconCatalogue: Readonly<Record<IconName, string>> = {
  success: 'circle-check',
  failed: 'circle-x',
  pending: 'circle-ellipsis',
  info: 'info',
  warning: 'triangle-alert',
  phone: 'phone',
  mail: 'mail',
  chevron: 'chevron-right',
  close: 'x',
  copy: 'copy',
  check: 'check',
  star: 'star',
  service: 'headset',
  card: 'credit-card',
  wallet: 'wallet',
  clock: 'clock',
  empty: 'inbox',
};
