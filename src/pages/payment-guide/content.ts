// The payment guide's content, shipped with the app (contract repayment.md, "Payment guide"):
// three channels in the contract's order, each step a catalogue key, its picture and the
// picture's alt text. The pictures are small SVG files next to this one; `?no-inline` keeps
// each a hashed file under /assets/ (Vite would otherwise inline files under 4 KB as data:
// URLs, which the image allow-list refuses for SVG and which would weigh on the page's
// script), fetched only when its step scrolls into view (the gallery's lazy images).
import gcash1 from './images/gcash-1-bills.svg?no-inline';
import gcash2 from './images/gcash-2-loans.svg?no-inline';
import gcash3 from './images/gcash-3-details.svg?no-inline';
import gcash4 from './images/gcash-4-confirm.svg?no-inline';
import maya1 from './images/maya-1-bills.svg?no-inline';
import maya2 from './images/maya-2-loans.svg?no-inline';
import maya3 from './images/maya-3-details.svg?no-inline';
import maya4 from './images/maya-4-pay.svg?no-inline';
import seven1 from './images/7eleven-1-store.svg?no-inline';
import seven2 from './images/7eleven-2-kiosk.svg?no-inline';
import seven3 from './images/7eleven-3-cashier.svg?no-inline';
import seven4 from './images/7eleven-4-receipt.svg?no-inline';
import type { MessageKey } from '../../i18n';

export interface GuideStep {
  text: MessageKey;
  image: string;
  alt: MessageKey;
}

export interface GuideChannel {
  id: 'gcash' | 'maya' | '7eleven';
  name: MessageKey;
  /** How the channel pays: bills payment in an app, or over the counter. */
  kind: MessageKey;
  steps: readonly GuideStep[];
}

export const GUIDE: readonly GuideChannel[] = [
  {
    id: 'gcash',
    name: 'paymentGuide.gcash',
    kind: 'paymentGuide.gcash.kind',
    steps: [
      { text: 'paymentGuide.gcash.step1', image: gcash1, alt: 'paymentGuide.gcash.alt1' },
      { text: 'paymentGuide.gcash.step2', image: gcash2, alt: 'paymentGuide.gcash.alt2' },
      { text: 'paymentGuide.gcash.step3', image: gcash3, alt: 'paymentGuide.gcash.alt3' },
      { text: 'paymentGuide.gcash.step4', image: gcash4, alt: 'paymentGuide.gcash.alt4' },
    ],
  },
  {
    id: 'maya',
    name: 'paymentGuide.maya',
    kind: 'paymentGuide.maya.kind',
    steps: [
      { text: 'paymentGuide.maya.step1', image: maya1, alt: 'paymentGuide.maya.alt1' },
      { text: 'paymentGuide.maya.step2', image: maya2, alt: 'paymentGuide.maya.alt2' },
      { text: 'paymentGuide.maya.step3', image: maya3, alt: 'paymentGuide.maya.alt3' },
      { text: 'paymentGuide.maya.step4', image: maya4, alt: 'paymentGuide.maya.alt4' },
    ],
  },
  {
    id: '7eleven',
    name: 'paymentGuide.7eleven',
    kind: 'paymentGuide.7eleven.kind',
    steps: [
      { text: 'paymentGuide.7eleven.step1', image: seven1, alt: 'paymentGuide.7eleven.alt1' },
      { text: 'paymentGuide.7eleven.step2', image: seven2, alt: 'paymentGuide.7eleven.alt2' },
      { text: 'paymentGuide.7eleven.step3', image: seven3, alt: 'paymentGuide.7eleven.alt3' },
      { text: 'paymentGuide.7eleven.step4', image: seven4, alt: 'paymentGuide.7eleven.alt4' },
    ],
  },
];
