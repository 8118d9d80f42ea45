// The display nodes of renderer language 1.1 as plain components. The default registry takes
// the icon from here and gallery, rating and countdown lazily (renderers/lazy-nodes.tsx);
// tests and the gallery use these directly.
import { Countdown } from './Countdown';
import { Gallery } from './Gallery';
import { Icon } from './Icon';
import { Rating } from './Rating';

export const displayNodes = { gallery: Gallery, rating: Rating, countdown: Countdown, icon: Icon };
