// `npm run validate-config -- FILE [--kind NAME]`: checks a config file operations staff edit
// against its schema before it is served or built: the bank-form layout (served by the API),
// the payment-provider instructions (built into /paymentInstructions), the brand config
// (built into every page: colours, the website's footer, the documents), the promotion
// landing template (served by the API; also checks that its phonePattern compiles as a
// JavaScript regular expression) or a screen layout (schemas/v1/screens/). The checks are
// src/config-checks/config-check.ts, the same the studio runs.
// The kind is --kind when given, else the file's own "$schema", else its shape (a "channels"
// list is payment instructions, a "companyName" the brand config, a "headline" or
// "buttonText" a landing template, "type": "screen" a screen layout; anything else is read as
// a bank-form layout, the first kind).
// Prints each problem with its JSON Pointer and a plain-language reason; exits 1 when the file
// is missing, is not JSON or breaks the schema, 0 when it is fine.
import fs from 'node:fs';
import { checkConfig, KINDS, kindNamed } from '../src/config-checks/config-check.ts';
import { isMain } from '../server/is-main.ts';

export { checkConfig, kindOf, explain, KINDS } from '../src/config-checks/config-check.ts';

const USAGE = `usage: npm run validate-config -- FILE [--kind ${KINDS.map((k) => k.name).join('|')}]`;

/** FILE and --kind NAME (or --kind=NAME), in any order; npm's "--" is skipped. */
export function parseArgs(argv: readonly string[]): { file?: string; kind?: string } {
  let file: string | undefined;
  let kind: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') continue;
    if (arg === '--kind') kind = argv[++i] ?? '';
    else if (arg.startsWith('--kind=')) kind = arg.slice('--kind='.length);
    else file ??= arg;
  }
  return { file, kind };
}

function main(): void {
  const { file, kind: kindName } = parseArgs(process.argv.slice(2));
  if (kindName !== undefined && !kindNamed(kindName)) {
    console.error(`unknown config kind ${JSON.stringify(kindName)}\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (!file) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  let text: string;
  try {
    // A leading byte order mark (Windows editors save one) is dropped, as the studio's "Open a
    // file…" drops it when it reads the file (File.text() decodes as UTF-8 does).
    text = fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    console.error(`${file}: ${missing ? 'no such file' : (error as Error).message}`);
    process.exitCode = 1;
    return;
  }
  const { kind, problems } = checkConfig(text, kindName);
  if (problems.length === 0) {
    console.log(`${file}: valid ${kind.label}`);
    return;
  }
  console.error(
    `${file}: ${problems.length} problem${problems.length === 1 ? '' : 's'} (as a ${kind.label})`,
  );
  for (const problem of problems) console.error(`  ${problem.pointer || '/'}: ${problem.reason}`);
  process.exitCode = 1;
}

if (isMain(import.meta.url)) main();
