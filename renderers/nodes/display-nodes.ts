// The display nodes of renderer language 1.1 as plain components, for tests. A page's
// registry loads each of them lazily (renderers/node-catalogue.ts, renderers/lazy-nodes.tsx).
import { Countdown } from './Countdown';
import { Gallery } from './Gallery';
import { Icon } from './Icon';
import { Rating } from './Rating';

export const displayNodes = { gallery: Gallery, rating: Rating, countdown: Countdown, icon: Icon };
