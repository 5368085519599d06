import { ArrowDown, ArrowUp } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { TMoveDirection } from './moved-ids';

const DIRECTIONS: TMoveDirection[] = ['up', 'down'];

const moveButtonId = (scope: string, id: number, direction: TMoveDirection) =>
  `${scope}-${id}-move-${direction}`;

/**
 * After a move the list reorders: focus stays on the item's button that was pressed, or its
 * other one when the item reached an end. `scope` and `id` are the ones given to `MoveButtons`.
 */
export function focusMoveButton(scope: string, id: number, direction: TMoveDirection) {
  const other: TMoveDirection = direction === 'up' ? 'down' : 'up';
  const button = [direction, other]
    .map((d) => document.getElementById(moveButtonId(scope, id, d)))
    .find(
      (element): element is HTMLButtonElement => element instanceof HTMLButtonElement && !element.disabled,
    );
  button?.focus();
}

export interface TMoveButtonsProps {
  /** What kind of item (`'pack'`, `'assistant'`): keeps the buttons' ids apart from other lists. */
  scope: string;
  id: number;
  /** The item's name, in the buttons' accessible names ("Move Starter up"). */
  name: string;
  /** Where it may move: not up when first, not down when last, nowhere while a move is saved. */
  canMove: Record<TMoveDirection, boolean>;
  onMove: (direction: TMoveDirection) => void;
}

/** Move up / Move down: two icon buttons named "Move {name} up|down". */
export function MoveButtons({ scope, id, name, canMove, onMove }: TMoveButtonsProps) {
  return DIRECTIONS.map((direction) => (
    <Button
      key={direction}
      id={moveButtonId(scope, id, direction)}
      variant="outline"
      size="icon"
      className="size-9"
      disabled={!canMove[direction]}
      onClick={() => onMove(direction)}
    >
      {direction === 'up' ? <ArrowUp aria-hidden="true" /> : <ArrowDown aria-hidden="true" />}
      <span className="sr-only">
        Move {name} {direction}
      </span>
    </Button>
  ));
}
