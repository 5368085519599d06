import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { readErrorMessage } from '@/lib/read-form-errors';
import { focusMoveButton } from './move-buttons';
import { movedIds, type TMoveDirection } from './moved-ids';

/** What each item's `MoveButtons` needs: pass `scope`, `canMove` and `onMove` on as they are. */
export interface TItemMove {
  scope: string;
  canMove: Record<TMoveDirection, boolean>;
  onMove: (direction: TMoveDirection) => void;
}

interface ReorderableListProps<T extends { id: number }> {
  /** The list's accessible name ("Packs", "Assistants"). */
  label: string;
  /** As for `MoveButtons`: the kind of item. */
  scope: string;
  items: T[];
  /** The catalogue's order mutation: takes every id in the new order (PUT …/order/). */
  order: UseMutationResult<unknown, Error, number[]>;
  /** After a move is saved (refresh what users see). */
  onMoved?: () => void;
  /** One item, an `<li>`, with `MoveButtons {...move} id name` among its actions. */
  children: (item: T, move: TItemMove) => ReactNode;
}

/**
 * A catalogue in the order users see it: Move up / Move down saves the whole order at once
 * through `order`, keeps focus on the moved item's button and says a failure above the list.
 */
export function ReorderableList<T extends { id: number }>({
  label,
  scope,
  items,
  order,
  onMoved,
  children,
}: ReorderableListProps<T>) {
  async function move(index: number, direction: TMoveDirection) {
    const item = items[index] as T;
    try {
      await order.mutateAsync(movedIds(items, index, direction));
      onMoved?.();
      requestAnimationFrame(() => focusMoveButton(scope, item.id, direction));
    } catch {
      // Said above the list, from the mutation's error.
    }
  }
  return (
    <div className="grid gap-3">
      <FormAlert message={order.error ? readErrorMessage(order.error) : null} />
      <ol aria-label={label} aria-busy={order.isPending || undefined} className="grid gap-3">
        {items.map((item, index) =>
          children(item, {
            scope,
            canMove: {
              up: !order.isPending && index > 0,
              down: !order.isPending && index < items.length - 1,
            },
            onMove: (direction) => void move(index, direction),
          }),
        )}
      </ol>
    </div>
  );
}
