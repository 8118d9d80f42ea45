// The document's problems in plain words, each at its JSON Pointer; choosing one shows it in
// the editor.
import { css } from '@emotion/react';
import type { ConfigProblem } from '../config-checks/config-check';
import { color, focusable, mono, radius } from './ui/tokens';

const box = (ok: boolean) => css`
  margin-top: 10px;
  padding: 10px 12px;
  border: 1px solid ${ok ? color.okLine : color.dangerLine};
  border-radius: ${radius}px;
  background: ${ok ? color.okSoft : color.dangerSoft};
  color: ${ok ? color.ok : color.text};
`;

export function ProblemList({
  problems,
  onReveal,
}: {
  problems: readonly ConfigProblem[];
  onReveal: (pointer: string) => void;
}) {
  if (problems.length === 0)
    return (
      <p className="verdict ok" role="status" css={box(true)}>
        No problems: the preview shows this document.
      </p>
    );
  return (
    <section className="verdict" aria-labelledby="problems-title" css={box(false)}>
      <h2 id="problems-title" css={{ fontSize: 14, marginBottom: 6, color: color.danger }}>
        {problems.length} {problems.length === 1 ? 'problem' : 'problems'}: the preview keeps the
        last valid document
      </h2>
      <ul
        css={css`
          margin: 0;
          padding-left: 18px;
          display: grid;
          gap: 2px;
        `}
      >
        {problems.map((problem, i) => (
          <li key={`${problem.pointer} ${i}`}>
            <button
              type="button"
              className="pointer"
              onClick={() => onReveal(problem.pointer)}
              css={css`
                font-family: ${mono};
                font-size: 12.5px;
                background: none;
                border: 0;
                padding: 0;
                color: ${color.accent};
                text-decoration: underline;
                cursor: pointer;
                ${focusable};
              `}
            >
              {problem.pointer || '/'}
            </button>{' '}
            {problem.reason}
          </li>
        ))}
      </ul>
    </section>
  );
}
