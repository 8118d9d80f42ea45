// Choosing what to edit and where it comes from: the document, then its shipped default, one
// of its fixtures, or a file from disk.
import { useRef } from 'react';
import { DOCUMENTS, asText, documentById, type StudioDocument } from './documents';
import { readDocDraft } from './draft';
import { Button, SelectField } from './ui/controls';

/** Larger than any config or layout we ship by far; a bigger file is surely not one. */
const MAX_FILE_BYTES = 1_000_000;
const SHIPPED = '';

export function SourcePicker({
  subject,
  onLoad,
  onProblem,
}: {
  subject: StudioDocument;
  onLoad: (subject: StudioDocument, text: string, notice: string) => void;
  onProblem: (notice: string) => void;
}) {
  const fileInput = useRef<HTMLInputElement>(null);

  const loadSource = (next: StudioDocument, source: string) => {
    const fixture = source === SHIPPED ? undefined : next.fixtures[source];
    if (fixture === undefined) onLoad(next, asText(next.shipped), 'Loaded the shipped default.');
    else onLoad(next, asText(fixture), `Loaded the fixture "${source}".`);
  };

  const openFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      onProblem(
        `${file.name} is larger than 1 MB: it is not a config or a layout. Nothing changed.`,
      );
      return;
    }
    const text = await file.text().catch(() => null);
    if (text === null || text.includes('\u0000')) {
      onProblem(`${file.name} is not a text file. Nothing changed.`);
      return;
    }
    onLoad(subject, text, `Opened ${file.name}.`);
  };

  return (
    <div className="toolbar">
      <SelectField
        inline
        label="Document"
        value={subject.id}
        onChange={(e) => {
          const next = documentById(e.target.value);
          if (!next) return;
          // Its edits from before another document was chosen, as the service mode keeps them.
          const kept = readDocDraft(next.id);
          if (kept === null) loadSource(next, SHIPPED);
          else
            onLoad(
              next,
              kept,
              'Your last draft of this document is back. Load has its shipped default.',
            );
        }}
      >
        {DOCUMENTS.map((doc) => (
          <option key={doc.id} value={doc.id}>
            {doc.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        inline
        label="Load"
        // A choice, not a state: each pick loads, and the list goes back to its prompt.
        value="prompt"
        onChange={(e) => loadSource(subject, e.target.value)}
      >
        <option value="prompt" disabled>
          Choose…
        </option>
        <option value={SHIPPED}>Shipped default</option>
        {Object.keys(subject.fixtures).map((name) => (
          <option key={name} value={name}>
            Fixture: {name}
          </option>
        ))}
      </SelectField>
      <Button small onClick={() => fileInput.current?.click()}>
        Open a file…
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept=".json,application/json"
        hidden
        aria-label="JSON file to open"
        onChange={(e) => {
          void openFile(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
    </div>
  );
}
