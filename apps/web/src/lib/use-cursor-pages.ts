/** The cursors of the keyset pages walked so far (the last one is the page shown; undefined: the first). */
import { useState } from 'react';

export function useCursorPages() {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  return {
    cursor: cursors[cursors.length - 1],
    page: cursors.length,
    first: () => setCursors([undefined]),
    prev: () => setCursors((c) => (c.length > 1 ? c.slice(0, -1) : c)),
    next: (cursor: string | null | undefined) => cursor && setCursors((c) => [...c, cursor]),
  };
}
