// The studio's verdict on the text being edited: the same checks as `npm run validate-config`
// (src/config-checks/config-check.ts) for the document's kind, and the parsed document when it passes.
import { checkConfig, type ConfigProblem } from '../config-checks/config-check';

export type Verdict =
  { valid: true; doc: unknown; problems: [] } | { valid: false; problems: ConfigProblem[] };

export function checkText(text: string, kind: string): Verdict {
  const { problems } = checkConfig(text, kind);
  // checkConfig parsed it already; parsing again keeps its result type simple.
  return problems.length === 0
    ? { valid: true, doc: JSON.parse(text) as unknown, problems: [] }
    : { valid: false, problems };
}
