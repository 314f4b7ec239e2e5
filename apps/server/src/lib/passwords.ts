// Password hashing with argon2id. Production uses the library's defaults (19 MiB, t=2); tests may pass
// a cheaper cost through the internal configuration only.
import { hash, type Options, verify } from '@node-rs/argon2';

/** Hashes and verifies passwords with a fixed argon2id cost. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
}

/** Algorithm id of argon2id in @node-rs/argon2 (its const enum cannot be imported under isolatedModules). */
const ARGON2ID = 2;

/** Creates a hasher; `cost` overrides the strong defaults (tests only). */
export function createPasswordHasher(cost?: Pick<Options, 'memoryCost' | 'timeCost' | 'parallelism'>) {
  const options: Options = { algorithm: ARGON2ID, ...cost };
  return {
    hash: (password: string) => hash(password, options),
    verify: async (hashed: string, password: string) => {
      try {
        return await verify(hashed, password);
      } catch {
        return false;
      }
    },
  } satisfies PasswordHasher;
}
