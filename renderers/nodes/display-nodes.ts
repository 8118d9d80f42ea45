// The generic display nodes of renderer language 1.1 (gallery, rating, countdown, icon),
// grouped for the default registry.
import { Countdown } from './Countdown';
import { Gallery } from './Gallery';
import { Icon } from './Icon';
import { Rating } from './Rating';

export const displayNodes = { gallery: Gallery, rating: Rating, countdown: Countdown, icon: Icon };
