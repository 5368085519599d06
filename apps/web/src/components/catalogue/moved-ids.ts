export type TMoveDirection = 'up' | 'down';

/** The ids of `items` in their order, with the one at `index` swapped a place up or down. */
export function movedIds(
  items: readonly { id: number }[],
  index: number,
  direction: TMoveDirection,
): number[] {
  const ids = items.map((item) => item.id);
  const target = direction === 'up' ? index - 1 : index + 1;
  if (target < 0 || target >= ids.length) return ids;
  [ids[index], ids[target]] = [ids[target] as number, ids[index] as number];
  return ids;
}
