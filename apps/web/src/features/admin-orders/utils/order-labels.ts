/** "Order #12". */
export function orderTitle(id: number): string {
  return `Order #${id}`;
}
