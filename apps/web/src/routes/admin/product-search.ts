import type { Language } from '@academy/contract/languages';
import type { ProductRelation, ProductSearch } from '@academy/ui/back-office';
import { useRef, useState } from 'react';
import { adminProducts } from '../../api/admin-products';

const IDLE: ProductSearch = { q: '', state: 'idle', results: [] };
/** How many products a picker offers for one search. */
const PICKER_RESULTS = 10;

/**
 * The product pickers' searches (similar products, packaging variants): each relation's own,
 * through the back office's product list; an answer that arrives after a newer search is dropped.
 */
export function useProductSearches(language: Language) {
  const [searches, setSearches] = useState<Record<ProductRelation, ProductSearch>>({
    variants: IDLE,
    similar: IDLE,
  });
  const latest = useRef<Record<ProductRelation, number>>({ variants: 0, similar: 0 });
  const set = (relation: ProductRelation, search: ProductSearch) =>
    setSearches((all) => ({ ...all, [relation]: search }));
  const onSearch = (relation: ProductRelation, q: string) => {
    const ticket = ++latest.current[relation];
    if (!q) return set(relation, IDLE);
    set(relation, { q, state: 'loading', results: [] });
    adminProducts
      .list(language, { q, page_size: PICKER_RESULTS, sort: 'title' })
      .then(({ results }) => {
        if (ticket !== latest.current[relation]) return;
        set(relation, {
          q,
          state: 'ready',
          results: results.map(({ id, title }) => ({ id, title })),
        });
      })
      .catch((error: unknown) => {
        console.warn('admin/product search', error);
        if (ticket === latest.current[relation]) set(relation, { q, state: 'error', results: [] });
      });
  };
  return { searches, onSearch };
}
