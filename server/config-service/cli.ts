// `npm run config:user -- add NAME --role editor|publisher`: creates an account of the config
// service (the first one too: there is no default account or password). The password is read
// from stdin (piped: its first line) or asked at a prompt that does not echo, twice; never
// from an argument, where it would land in the shell history and the process list.
// `npm run config:user -- passwd NAME` sets a new one (and ends the user's sessions);
// `role NAME --role editor|publisher` changes a role and `remove NAME` removes an account
// (both end the user's sessions; what they wrote keeps their name); `list` lists the accounts.
// Same storage settings as the service: CONFIG_DATA_DIR / DATABASE_URL.
import { openStorage, settingsFromEnv } from './open-storage';
import { hashPassword, passwordProblem } from './passwords';
import type { Role, Storage } from './storage';
import { isMain } from '../is-main';

const USAGE = `usage: npm run config:user -- add NAME --role editor|publisher
       npm run config:user -- passwd NAME
       npm run config:user -- role NAME --role editor|publisher
       npm run config:user -- remove NAME
       npm run config:user -- list
The password is read from stdin or a prompt, never from an argument.`;

const USER_NAME = /^[A-Za-z0-9._-]{1,64}$/;
const RESERVED = new Set(['system', '-']);

export class CliError extends Error {}

/** A password typed at the terminal, not echoed. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    process.stderr.write(question);
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    let typed = '';
    const done = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003') return done(new CliError('cancelled'));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    input.on('data', onData);
  });
}

async function readStdinLine(): Promise<string> {
  let text = '';
  process.stdin.setEncoding('utf8');
  for await (const chunk of process.stdin) text += chunk as string;
  return text.split(/\r?\n/)[0] ?? '';
}

export async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readStdinLine();
  const first = await promptHidden('Password (at least 12 characters): ');
  const again = await promptHidden('The same password again: ');
  if (first !== again) throw new CliError('the two passwords differ; nothing was changed');
  return first;
}

function parse(argv: string[]): { command?: string; name?: string; role?: string } {
  const args = argv.filter((arg) => arg !== '--');
  const out: { command?: string; name?: string; role?: string } = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--role') out.role = args[++i];
    else if (arg.startsWith('--role=')) out.role = arg.slice('--role='.length);
    else if (arg.startsWith('--')) throw new CliError(`unknown option ${arg}\n${USAGE}`);
    else if (out.command === undefined) out.command = arg;
    else if (out.name === undefined) out.name = arg;
    else throw new CliError(`too many arguments (the password is never one)\n${USAGE}`);
  }
  return out;
}

async function newPasswordHash(name: string, password: () => Promise<string>): Promise<string> {
  const chosen = await password();
  const problem = passwordProblem(chosen, name);
  if (problem) throw new CliError(`${problem}; nothing was changed`);
  return hashPassword(chosen);
}

/** Runs one command; returns what to print. Tests call it with their own storage and password. */
export async function runCli(
  argv: string[],
  storage: Storage,
  password: () => Promise<string> = readPassword,
): Promise<string> {
  const { command, name, role } = parse(argv);
  if (command === 'list') {
    const users = await storage.listUsers();
    return users.length === 0
      ? 'no accounts'
      : users.map((u) => `${u.name}\t${u.role}\t${u.createdAt}`).join('\n');
  }
  if (!['add', 'passwd', 'role', 'remove'].includes(command ?? '') || !name) {
    throw new CliError(USAGE);
  }
  if (!USER_NAME.test(name) || RESERVED.has(name)) {
    throw new CliError(`"${name}" cannot be a user name: 1 to 64 letters, digits, ".", "_" or "-"`);
  }
  const existing = await storage.findUser(name);
  if (command !== 'add' && !existing) throw new CliError(`there is no user ${name}`);
  if (command === 'passwd') {
    await storage.setPassword(name, await newPasswordHash(name, password));
    return `new password set for ${name}; their sessions ended`;
  }
  if (command === 'remove') {
    await storage.removeUser(name);
    return `removed ${name}; their sessions ended`;
  }
  if (role !== 'editor' && role !== 'publisher') {
    throw new CliError(`--role must be editor or publisher\n${USAGE}`);
  }
  if (command === 'role') {
    await storage.setRole(name, role);
    return `${name} is now ${role === 'editor' ? 'an editor' : 'a publisher'}; their sessions ended`;
  }
  if (existing) throw new CliError(`${name} exists already`);
  const created = await storage.createUser({
    name,
    role: role as Role,
    passwordHash: await newPasswordHash(name, password),
    createdAt: new Date().toISOString(),
  });
  if (!created) throw new CliError(`${name} exists already`);
  return `created ${role} ${name}`;
}

if (isMain(import.meta.url)) {
  let storage: Storage | undefined;
  try {
    storage = await openStorage(settingsFromEnv());
    console.log(await runCli(process.argv.slice(2), storage));
  } catch (error) {
    console.error(error instanceof CliError ? error.message : error);
    process.exitCode = 1;
  } finally {
    await storage?.close();
  }
}
