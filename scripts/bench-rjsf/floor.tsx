// The floor of `npm run bench:bank`: the same items fetched the same way as the peer
// (./main.tsx), drawn by React alone as plain uncontrolled labels, inputs and selects, with
// no form library, no renderer and no validation. No real form can draw them sooner with
// React; the bench reports it so that the other two columns can be read against it.
import { createRoot } from 'react-dom/client';
import { PlainControls } from './controls';
import { firstTabItems } from './items';

const items = await firstTabItems();
const root = document.getElementById('root');
if (root) createRoot(root).render(<PlainControls items={items} />);
