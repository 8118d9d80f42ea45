// @vitest-environment node
// The tolerant validators without ajv's settled coercion tests (scripts/gen.ts,
// withoutSettledCoercionChecks) judge and coerce exactly as with them: every answer and config
// validator, on every fixture answer and on variants of each with one value of another type
// (at its first places).
import fs from 'node:fs';
import path from 'node:path';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { describe, expect, it } from 'vitest';
import {
  exactNumberStrings,
  listSchemaFiles,
  standaloneAjv,
  whereAndWhich,
  withoutAnnotations,
  withoutSettledCoercionChecks,
} from '../../scripts/gen';

const root = path.resolve(import.meta.dirname, '../..');
type Validate = ((data: unknown) => boolean) & { errors?: unknown };

/** The module's validator, from its ES module text. */
function load(code: string, name: string): Validate {
  const body = code.replace(`export const ${name} =`, `const ${name} =`);
  return new Function(`${body}\nreturn ${name};`)() as Validate;
}

const OTHER_VALUES: unknown[] = [null, '', '12', '1.5', 'x', 7, true, {}];
/** Places per answer given another value: the first ones, in document order. */
const PLACES = 6;

/** The value with the leaf at each place replaced by each of OTHER_VALUES (one at a time). */
function variants(value: unknown): unknown[] {
  const out: unknown[] = [];
  const walk = (node: unknown, replace: (next: unknown) => unknown) => {
    if (out.length >= PLACES * OTHER_VALUES.length) return;
    for (const other of OTHER_VALUES) out.push(replace(other));
    if (typeof node !== 'object' || node === null) return;
    for (const [key, inner] of Object.entries(node))
      walk(inner, (next) =>
        replace(
          Array.isArray(node)
            ? node.map((v, i) => (String(i) === key ? next : v))
            : { ...node, [key]: next },
        ),
      );
  };
  walk(value, (next) => next);
  return out;
}

const answers = fs
  .readdirSync(path.join(root, 'fixtures/api'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(fs.readFileSync(path.join(root, 'fixtures/api', f), 'utf8')) as unknown);
const inputs = answers.flatMap((answer) => [answer, ...variants(answer)]);

describe('withoutSettledCoercionChecks', () => {
  const files = listSchemaFiles();
  const ajv = standaloneAjv({ allErrors: false, tolerant: true });
  for (const file of files)
    ajv.addSchema(withoutAnnotations(JSON.parse(fs.readFileSync(file, 'utf8'))) as object);
  const served = files.filter((f) =>
    /schemas\/v\d+\/(api|config)\//.test(f.split(path.sep).join('/')),
  );

  it.each(served.map((f) => [path.relative(root, f)]))('%s judges and coerces as before', (rel) => {
    const schema = JSON.parse(fs.readFileSync(path.join(root, rel), 'utf8')) as { $id: string };
    const standalone = whereAndWhich(standaloneCode(ajv, { v: schema.$id }), rel);
    const before = load(exactNumberStrings(standalone, rel), 'v');
    const after = load(exactNumberStrings(withoutSettledCoercionChecks(standalone, rel), rel), 'v');
    expect(withoutSettledCoercionChecks(standalone, rel)).not.toEqual(
      expect.stringMatching(/coerced\d+ !== undefined/),
    );
    const run = (validate: Validate) =>
      inputs.map((input) => {
        const data = structuredClone(input);
        const valid = validate(data);
        return JSON.stringify([valid, validate.errors, data]);
      });
    expect(run(after)).toEqual(run(before));
  });
});
