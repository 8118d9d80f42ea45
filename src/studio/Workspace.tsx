// The signed-in studio: the service's documents on the left, the chosen one beside them.
import { css } from '@emotion/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DocumentList, type DocRef } from './DocumentList';
import { DocumentPane } from './DocumentPane';
import {
  ServiceError,
  type ConfigService,
  type DocumentSummary,
  type Session,
} from './service/client';
import { color, radius } from './ui/tokens';

export function Workspace({
  service,
  session,
  reopen = null,
  onSignedOut,
}: {
  service: ConfigService;
  session: Session;
  /** The document open when the session ended: opened at once again. */
  reopen?: DocRef | null;
  /** The session ended; `open`: the document open then. */
  onSignedOut: (open: DocRef | null) => void;
}) {
  const [documents, setDocuments] = useState<DocumentSummary[] | null>(null);
  const [error, setError] = useState('');
  const [current, setCurrent] = useState<DocRef | null>(reopen);
  const currentNow = useRef(current);
  currentNow.current = current;
  const signedOutNow = useRef(onSignedOut);
  signedOutNow.current = onSignedOut;
  const signedOut = useCallback(() => signedOutNow.current(currentNow.current), []);

  /** The latest list load: an answer to an earlier one, arriving late, is older news. */
  const latestList = useRef(0);
  const loadList = useCallback(async () => {
    const thisList = ++latestList.current;
    try {
      const listed = await service.documents();
      if (thisList !== latestList.current) return;
      setDocuments(listed);
      setError('');
    } catch (e) {
      if (thisList !== latestList.current) return;
      if (e instanceof ServiceError && e.status === 401) return signedOut();
      setError(e instanceof Error ? e.message : String(e));
    }
  }, [service, signedOut]);

  useEffect(() => {
    void loadList();
  }, [loadList]);

  return (
    <main
      css={css`
        display: grid;
        grid-template-columns: 250px minmax(0, 1fr);
        gap: 16px;
        padding: 16px 16px 0;
        /* The tool fills the window; each column scrolls by itself. */
        height: calc(100vh - 49px);
        & > * {
          min-height: 0;
          max-height: 100%;
          overflow: auto;
          padding-bottom: 16px;
        }
      `}
    >
      <DocumentList
        documents={documents}
        error={error}
        current={current}
        onOpen={setCurrent}
        onRetry={() => void loadList()}
      />
      {current ? (
        <DocumentPane
          key={`${current.kind}/${current.key}`}
          service={service}
          session={session}
          doc={current}
          onChanged={() => void loadList()}
          onSignedOut={signedOut}
        />
      ) : (
        <div
          css={css`
            display: grid;
            place-items: center;
            align-self: start;
            min-height: 360px;
            padding: 24px;
            text-align: center;
            color: ${color.muted};
            border: 2px dashed ${color.line};
            border-radius: ${radius * 2}px;
          `}
        >
          <div>
            <p css={{ fontSize: 16, fontWeight: 600, color: color.text, margin: '0 0 4px' }}>
              Choose a document
            </p>
            <p css={{ margin: 0 }}>
              See what is live, edit a draft beside its live preview, submit it and publish it.
            </p>
          </div>
        </div>
      )}
    </main>
  );
}
