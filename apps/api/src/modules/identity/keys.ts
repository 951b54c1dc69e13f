import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { Db } from '../../db/database.js';

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
  const stored = await db
    .selectFrom('signingKeys')
    .selectAll()
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (stored) {
    const privateKey = (await importJWK(stored.privateJwk as JWK, SIGNING_ALGORITHM)) as CryptoKey;
    return { kid: stored.kid, privateKey, publicJwk: stored.publicJwk as JWK };
  }
  const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
  const kid = randomUUID();
  const publicJwk: JWK = {
    ...(await exportJWK(publicKey)),
    kid,
    alg: SIGNING_ALGORITHM,
    use: 'sig',
  };
  await db
    .insertInto('signingKeys')
    .values({
      kid,
      privateJwk: JSON.stringify(await exportJWK(privateKey)),
      publicJwk: JSON.stringify(publicJwk),
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return { kid, privateKey, publicJwk };
}
