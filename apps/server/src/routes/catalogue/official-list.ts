// The list a user who owns no item of a kind sees is the official catalogue's: the same for every such
// user (a newcomer, or a kind a brewer never added to or customised) and unchanged while the server runs,
// since only the seed at start writes official items. Each app builds it once per kind, by the
// visibility rule itself, and keeps it with its compressed copies (about 600 KB for all five kinds), so
// such a list costs one probe of the owner index and no compression.
import { text } from 'node:stream/consumers';
import type { CatalogueKind } from '@wortsmith/core';
import type { DbOrTx } from '../../db/client';
import { type Precompressed, precompress } from '../../plugins/compress';
import type { KindDescriptor } from './kinds';
import { officialItemsJson } from './visibility';

/** One app's official lists, built on first use. */
export class OfficialLists {
  readonly #lists = new Map<CatalogueKind, Promise<Precompressed>>();

  of(db: DbOrTx, descriptor: KindDescriptor): Promise<Precompressed> {
    let list = this.#lists.get(descriptor.kind);
    if (!list) {
      list = officialItemsJson(db, descriptor).then(async (json) =>
        precompress(typeof json === 'string' ? json : await text(json)),
      );
      // A failed build (the database unreachable) is not kept: the next request builds it again.
      list.catch(() => this.#lists.delete(descriptor.kind));
      this.#lists.set(descriptor.kind, list);
    }
    return list;
  }
}
