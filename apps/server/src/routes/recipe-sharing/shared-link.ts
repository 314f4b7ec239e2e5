// Opening a share link: the token's hash names the link; a link revoked, expired or never made answers
// the same 404, so a guess learns nothing, not even whether a link once was.
import { SHARE_MESSAGES } from '@wortsmith/core';
import type { DbOrTx } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { hashToken } from '../../lib/tokens';
import { findByToken } from './repository';

/** The recipe, link and author a working link opens; 404 otherwise. */
export async function openLink(db: DbOrTx, token: string) {
  const found = await findByToken(db, hashToken(token));
  if (!found || (found.share.expiresAt !== null && found.share.expiresAt.getTime() <= Date.now())) {
    throw new HttpError(404, SHARE_MESSAGES.linkGone);
  }
  return found;
}
