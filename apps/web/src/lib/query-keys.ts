// The query keys of a resource the app lists, searches and opens (TanStack Query): invalidating `all`
// refreshes every one of them after a write.

/** Keys of resource `name`: everything, the list, a search and one item. */
export function resourceKeys<const N extends string>(name: N) {
  return {
    all: [name] as const,
    list: () => [name, 'list'] as const,
    search: (term: string) => [name, 'search', term] as const,
    detail: (id: string) => [name, 'detail', id] as const,
  };
}
