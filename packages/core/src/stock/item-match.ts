// Linking an ingredient that has no catalogue item (imported, or saved before recipes kept the link) to one by
// name: an item of the same kind whose name is the same (case and surrounding spaces aside). When several
// match, the supplier (a fermentable's or hop's supplier, a yeast's manufacturer) decides; when that still
// leaves several, or none, the ingredient stays unlinked and the recipe says so. An official item and the
// brewer's copy of it are one item.

/** A catalogue item as matching reads it. */
export interface MatchCandidate {
  id: string;
  officialId?: string | null;
  name: string;
  supplier?: string | null;
  manufacturer?: string | null;
}

/** An item's identity: the official item's id for an official item and its copies, its own id otherwise. */
export function catalogueIdentity(item: { id: string; officialId?: string | null }): string {
  return item.officialId ?? item.id;
}

export type ItemMatch = { status: 'matched'; itemId: string } | { status: 'none' } | { status: 'several' };

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** The one item an ingredient names, if exactly one does. */
export function matchItem(
  ingredient: { name: string; supplier?: string | null; manufacturer?: string | null },
  candidates: readonly MatchCandidate[],
): ItemMatch {
  const byName = dedupe(candidates.filter((item) => same(item.name, ingredient.name)));
  if (byName.length === 1) return { status: 'matched', itemId: catalogueIdentity(byName[0]!) };
  if (byName.length === 0) return { status: 'none' };
  const supplier = ingredient.supplier ?? ingredient.manufacturer;
  if (!supplier) return { status: 'several' };
  const bySupplier = byName.filter((item) => same(item.supplier ?? item.manufacturer, supplier));
  return bySupplier.length === 1
    ? { status: 'matched', itemId: catalogueIdentity(bySupplier[0]!) }
    : { status: 'several' };
}

/** One candidate per identity (the brewer's copy over the official item). */
function dedupe(items: readonly MatchCandidate[]): MatchCandidate[] {
  const byIdentity = new Map<string, MatchCandidate>();
  for (const item of items) {
    const identity = catalogueIdentity(item);
    if (!byIdentity.has(identity) || item.officialId) byIdentity.set(identity, item);
  }
  return [...byIdentity.values()];
}
