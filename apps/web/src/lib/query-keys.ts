// The query keys of a resource the app lists, searches and opens (TanStack Query): invalidating `all`
// refreshes every one of them after a write.

/**
 * Keys of resource `name`: everything, the whole list, the pages of the list or of a search for a
 * term ('' for the list; under the list's key, so refreshing the list refreshes them) and one item.
 */
export function resourceKeys<const N extends string>(name: N) {
  return {
    all: [name] as const,
    list: () => [name, 'list'] as const,
    pages: (term: string) => [name, 'list', 'pages', term] as const,
    detail: (id: string) => [name, 'detail', id] as const,
  };
}
