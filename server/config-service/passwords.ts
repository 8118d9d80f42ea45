// Passwords: scrypt (node:crypto) with a random 16-byte salt per user, the cost stored with
// the hash so it can be raised later; compared with timingSafeEqual. No default password
// exists anywhere: the first account comes from `npm run config:user -- add`.
import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';

export const MIN_PASSWORD_LENGTH = 12;

const COST = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 64;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // 128 * N * r bytes of memory, over Node's 32 MiB default for N = 2^15.
    scryptCallback(
      password,
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 256 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), hash.toString('base64')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash to check against for an unknown user name, so both refusals take as long. */
let dummy: Promise<string> | undefined;
export const dummyHash = () => (dummy ??= hashPassword(randomBytes(16).toString('hex')));

/** Why a new password is refused, or null. */
export function passwordProblem(password: string, userName: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `the password must have at least ${MIN_PASSWORD_LENGTH} characters`;
  }
  if (password.toLowerCase().includes(userName.toLowerCase())) {
    return 'the password must not contain the user name';
  }
  return null;
}
