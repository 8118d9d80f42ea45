// The document's problems in plain words, each at its JSON Pointer; choosing one shows it in
// the editor.
import type { ConfigProblem } from '../config-checks/config-check';

export function ProblemList({
  problems,
  onReveal,
}: {
  problems: readonly ConfigProblem[];
  onReveal: (pointer: string) => void;
}) {
  if (problems.length === 0)
    return (
      <p className="verdict ok" role="status">
        No problems: the preview shows this document.
      </p>
    );
  return (
    <section className="verdict" aria-labelledby="problems-title">
      <h2 id="problems-title">
        {problems.length} {problems.length === 1 ? 'problem' : 'problems'}: the preview keeps the
        last valid document
      </h2>
      <ul>
        {problems.map((problem, i) => (
          <li key={`${problem.pointer} ${i}`}>
            <button type="button" className="pointer" onClick={() => onReveal(problem.pointer)}>
              {problem.pointer || '/'}
            </button>{' '}
            {problem.reason}
          </li>
        ))}
      </ul>
    </section>
  );
}
