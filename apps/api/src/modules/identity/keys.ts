import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** The advisory lock under which a starting server reads or creates the key (any fixed number). */
const SIGNING_KEY_LOCK = 7_283_115_401;

/** The algorithm of the embedded issuer's access tokens. */
export const SIGNING_ALGORITHM = 'ES256';

/** The issuer's signing key and its public half as a JWK. */
export interface SigningKey {
  readonly kid: string;
  readonly privateKey: CryptoKey;
  readonly publicJwk: JWK;
}

/**
 * The embedded issuer's signing key: the newest one stored, or a new one created and stored on
 * first start, so tokens stay valid across restarts.
 */
export async function loadSigningKey(db: Db): Promise<SigningKey> {
  // Servers starting at once on a new database agree on one key: the first creates it, the
  // others wait for it and read it (decision 0102).
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SIGNING_KEY_LOCK})`.execute(trx);
    const stored = await trx
      .selectFrom('signingKeys')
      .selectAll()
      .orderBy('createdAt', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (stored) {
      const privateKey = (await importJWK(
        stored.privateJwk as JWK,
        SIGNING_ALGORITHM,
      )) as CryptoKey;
      return { kid: stored.kid, privateKey, publicJwk: stored.publicJwk as JWK };
    }
    const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALGORITHM, {
      extractable: true,
    });
    const kid = randomUUID();
    const publicJwk: JWK = {
      ...(await exportJWK(publicKey)),
      kid,
      alg: SIGNING_ALGORITHM,
      use: 'sig',
    };
    await trx
      .insertInto('signingKeys')
      .values({
        kid,
        privateJwk: JSON.stringify(await exportJWK(privateKey)),
        publicJwk: JSON.stringify(publicJwk),
      })
      .execute();
    return { kid, privateKey, publicJwk };
  });
}
