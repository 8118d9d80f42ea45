// /studio: operations staff and developers edit a config or a screen layout with schema
// completion and inline problems, and see it live on the real app beside the editor.
import { css } from '@emotion/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { checkText } from './check';
import { DOCUMENTS, asText, documentById, type StudioDocument } from './documents';
import { keepDocDraft, readDraft, saveDraft } from './draft';
import { EditorPane } from './EditorPane';
import type { JsonEditor } from './json-editor/json-editor';
import { PhonePreview } from './PhonePreview';
import { ProblemList } from './ProblemList';
import { readShareHash, shareHash } from './share-link';
import { SourcePicker } from './SourcePicker';
import { Button, fieldStyle, labelStyle } from './ui/controls';
import { color, radius } from './ui/tokens';

const layout = css`
  display: grid;
  grid-template-columns: minmax(420px, 1fr) auto;
  gap: 16px;
  padding: 16px;
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: 1fr;
  }
  & > section {
    background: ${color.panel};
    border: 1px solid ${color.line};
    border-radius: ${radius * 1.5}px;
    padding: 14px 16px;
  }
`;

export interface Opened {
  subject: StudioDocument;
  text: string;
  /** Said once, above the editor: where the document came from or why a link failed. */
  notice: string;
}

/** What the studio opens on: a shared link, else the last draft, else the first document. */
export async function openingDocument(hash: string): Promise<Opened> {
  const shared = await readShareHash(hash);
  // Opened once: a reload brings back the draft edited since, not the link's text again.
  if (shared !== null)
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${window.location.search}`,
    );
  if (shared?.ok) {
    const subject = documentById(shared.docId);
    if (subject) return { subject, text: shared.text, notice: 'Opened from a link.' };
  }
  const fallback = DOCUMENTS[0]!;
  const failed =
    shared === null
      ? ''
      : `This link could not be opened: ${shared.ok ? 'it names a document the studio does not know' : shared.reason}. `;
  const draft = readDraft();
  const draftSubject = documentById(draft?.docId);
  if (draft && draftSubject)
    return { subject: draftSubject, text: draft.text, notice: `${failed}Your last draft is back.` };
  return { subject: fallback, text: asText(fallback.shipped), notice: failed };
}

export function Studio({ opened }: { opened: Opened }) {
  const editor = useRef<JsonEditor | null>(null);
  const [subject, setSubject] = useState(opened.subject);
  const [text, setText] = useState(opened.text);
  const [notice, setNotice] = useState(opened.notice);
  const verdict = useMemo(() => checkText(text, subject.kind), [text, subject]);
  const [lastValid, setLastValid] = useState<unknown>(() =>
    verdict.valid ? verdict.doc : subject.shipped,
  );

  useEffect(() => {
    if (verdict.valid) setLastValid(verdict.doc);
  }, [verdict]);
  const shippedText = useMemo(() => asText(subject.shipped), [subject]);
  useEffect(() => {
    const keep = (latest: string) => {
      saveDraft({ docId: subject.id, text: latest });
      keepDocDraft(subject.id, latest, shippedText);
    };
    keep(text);
    // Also as the page goes: a reload right after a keystroke may come before React renders.
    const saveLatest = () => {
      if (editor.current) keep(editor.current.getText());
    };
    window.addEventListener('pagehide', saveLatest);
    return () => window.removeEventListener('pagehide', saveLatest);
  }, [subject, text, shippedText]);

  /**
   * Puts a text in the editor: for the same document one step Undo takes back; another
   * document starts afresh (undoing into a text of another kind would make no sense).
   */
  const load = (next: StudioDocument, nextText: string, said: string) => {
    setNotice(said);
    if (next === subject) {
      editor.current?.setText(nextText);
      return;
    }
    setSubject(next);
    const check = checkText(nextText, next.kind);
    setLastValid(check.valid ? check.doc : next.shipped);
    editor.current?.reset(nextText);
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    const anchor = Object.assign(document.createElement('a'), {
      href: url,
      download: `${subject.id.replace('/', '-')}.json`,
    });
    anchor.click();
    // After the browser has taken the download.
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };

  const [link, setLink] = useState('');
  // A link is of the text it was made from: an edit makes it stale.
  useEffect(() => setLink(''), [text]);
  const copyLink = async () => {
    const url = `${window.location.origin}${window.location.pathname}${await shareHash(subject.id, text)}`;
    setLink(url);
    const copied = await navigator.clipboard?.writeText(url).then(
      () => true,
      () => false,
    );
    setNotice(copied ? 'Link copied.' : 'Copy the link below: the browser did not allow copying.');
  };

  return (
    <main css={layout}>
      <section className="editing" aria-label="Editing">
        <SourcePicker subject={subject} onLoad={load} onProblem={setNotice} />
        <div className="toolbar" css={{ marginTop: 10 }}>
          <Button small onClick={() => editor.current?.undo()}>
            Undo
          </Button>
          <Button small onClick={() => editor.current?.redo()}>
            Redo
          </Button>
          <Button small onClick={download}>
            Download JSON
          </Button>
          <Button small onClick={() => void copyLink()}>
            Copy link
          </Button>
        </div>
        <p role="status" className="notice">
          {notice}
        </p>
        {link && (
          <label css={[labelStyle, { display: 'grid', gap: 4, marginBottom: 8 }]}>
            Link to this document
            <input readOnly value={link} onFocus={(e) => e.target.select()} css={fieldStyle} />
          </label>
        )}
        <EditorPane
          editor={editor}
          initialText={opened.text}
          schemaId={subject.schemaId}
          problems={verdict.problems}
          label="JSON being edited"
          onChange={setText}
        />
        <ProblemList problems={verdict.problems} onReveal={(p) => editor.current?.reveal(p)} />
      </section>
      <section aria-label="Live preview">
        <PhonePreview
          subject={subject}
          doc={lastValid}
          onPick={(pointer) => editor.current?.reveal(pointer)}
        />
      </section>
    </main>
  );
}
