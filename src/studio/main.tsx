// The studio's entry (src/studio/index.html).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { openingDocument } from './Studio';
import { startsInFiles, StudioApp } from './StudioApp';

const root = document.getElementById('root');
if (root) {
  // Before the link is read, which takes it out of the address.
  const files = startsInFiles(window.location.hash);
  void openingDocument(window.location.hash).then((opened) =>
    createRoot(root).render(
      <StrictMode>
        <StudioApp opened={opened} files={files} />
      </StrictMode>,
    ),
  );
}
