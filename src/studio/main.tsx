// The studio's entry (src/studio/index.html).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { openingDocument, Studio } from './Studio';

const root = document.getElementById('root');
if (root)
  void openingDocument(window.location.hash).then((opened) =>
    createRoot(root).render(
      <StrictMode>
        <Studio opened={opened} />
      </StrictMode>,
    ),
  );
