// The studio's entry (src/studio/index.html).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { openingDocument } from './Studio';
import { startsInFiles, StudioApp } from './StudioApp';

const root = document.getElementById('root');
if (root)
  void openingDocument(window.location.hash).then((opened) =>
    createRoot(root).render(
      <StrictMode>
        <StudioApp opened={opened} files={startsInFiles(window.location.hash)} />
      </StrictMode>,
    ),
  );
