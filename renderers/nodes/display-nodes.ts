// The display nodes of renderer language 1.1 as plain components, for tests (the icon node with
// every glyph). A page's registry loads each of them lazily or binds them to its own glyphs
// (renderers/node-catalogue.ts, renderers/lazy-nodes.tsx).
import { Countdown } from './Countdown';
import { Gallery } from './Gallery';
import { allNodes } from '../generated/all-nodes';
import { Rating } from './Rating';

export const displayNodes = {
  gallery: Gallery,
  rating: Rating,
  countdown: Countdown,
  icon: allNodes.icon!,
};
