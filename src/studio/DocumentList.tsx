// The service's documents: each with its kind, key, the live version and the latest one's
// state; choosing one opens it. A new landing template is started here by its templateId.
import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { documentById } from './documents';
import type { DocumentSummary } from './service/client';
import { Button, Notice, StateBadge, TextField } from './ui/controls';
import { color, focusable, radius } from './ui/tokens';

export const kindLabel = (kind: string) => documentById(kind)?.label ?? kind;
const TEMPLATE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export interface DocRef {
  kind: string;
  key: string;
}

export function DocumentList({
  documents,
  error,
  current,
  onOpen,
  onRetry,
}: {
  documents: readonly DocumentSummary[] | null;
  error: string;
  current: DocRef | null;
  onOpen: (ref: DocRef) => void;
  onRetry: () => void;
}) {
  const [creating, setCreating] = useState(false);
  const [templateId, setTemplateId] = useState('');
  const [idProblem, setIdProblem] = useState('');

  const create = (event: FormEvent) => {
    event.preventDefault();
    if (!TEMPLATE_ID.test(templateId)) {
      setIdProblem('Use 1 to 64 letters, digits, "_" or "-".');
      return;
    }
    if (documents?.some((d) => d.kind === 'landing-template' && d.key === templateId)) {
      setIdProblem('That template exists: choose it in the list.');
      return;
    }
    setCreating(false);
    setTemplateId('');
    setIdProblem('');
    onOpen({ kind: 'landing-template', key: templateId });
  };

  return (
    <nav
      aria-label="Documents"
      css={css`
        display: flex;
        flex-direction: column;
        gap: 10px;
        min-height: 0;
      `}
    >
      <h2
        css={{
          fontSize: 13,
          textTransform: 'uppercase',
          letterSpacing: '0.04em',
          color: color.muted,
        }}
      >
        Documents
      </h2>
      {error && (
        <Notice tone="error" role="alert">
          {error}{' '}
          <Button small onClick={onRetry}>
            Retry
          </Button>
        </Notice>
      )}
      {documents === null && !error && <p css={{ color: color.muted }}>Loading the documents…</p>}
      {documents?.length === 0 && (
        <p css={{ color: color.muted }}>No documents yet: start a landing template below.</p>
      )}
      {documents && documents.length > 0 && (
        <ul
          css={css`
            list-style: none;
            margin: 0;
            padding: 0;
            display: grid;
            gap: 6px;
          `}
        >
          {documents.map((doc) => {
            const selected = current?.kind === doc.kind && current.key === doc.key;
            return (
              <li key={`${doc.kind}/${doc.key}`}>
                <button
                  type="button"
                  aria-current={selected ? 'true' : undefined}
                  onClick={() => onOpen({ kind: doc.kind, key: doc.key })}
                  css={css`
                    width: 100%;
                    display: grid;
                    gap: 4px;
                    padding: 10px 12px;
                    text-align: left;
                    font: inherit;
                    color: inherit;
                    cursor: pointer;
                    background: ${selected ? color.accentSoft : color.panel};
                    border: 1px solid ${selected ? color.accent : color.line};
                    border-radius: ${radius}px;
                    ${focusable};
                    &:hover {
                      border-color: ${color.accent};
                    }
                  `}
                >
                  <span css={{ fontWeight: 600 }}>{kindLabel(doc.kind)}</span>
                  <span css={{ fontSize: 12.5, color: color.muted }}>
                    <code>{doc.key}</code>
                  </span>
                  <span
                    css={css`
                      display: flex;
                      flex-wrap: wrap;
                      gap: 6px;
                      align-items: center;
                      font-size: 12.5px;
                      color: ${color.muted};
                    `}
                  >
                    {doc.live ? `Live: v${doc.live.version}` : 'Not live'}
                    {doc.latest && (
                      <>
                        <span aria-hidden="true">·</span>v{doc.latest.version}{' '}
                        <StateBadge state={doc.latest.state} />
                      </>
                    )}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {creating ? (
        <form onSubmit={create} css={{ display: 'grid', gap: 8 }}>
          <TextField
            label="New landing template: templateId"
            value={templateId}
            autoFocus
            aria-invalid={idProblem !== ''}
            onChange={(e) => setTemplateId(e.target.value)}
          />
          {idProblem && (
            <p role="alert" css={{ margin: 0, color: color.danger, fontSize: 12.5 }}>
              {idProblem}
            </p>
          )}
          <div css={{ display: 'flex', gap: 6 }}>
            <Button tone="primary" small type="submit">
              Start
            </Button>
            <Button small onClick={() => setCreating(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <Button tone="ghost" small onClick={() => setCreating(true)}>
          + New landing template
        </Button>
      )}
    </nav>
  );
}
