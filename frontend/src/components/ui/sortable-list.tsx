import { useRef, type ReactNode } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, arrayMove, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

export interface SortableListProps<T> {
  items: T[];
  /** A stable, unique key per item (new items without an _id need a client key). */
  getId: (item: T) => string;
  /** The accessible name of the list. */
  label: string;
  /** The accessible name of one item, e.g. 'Service 2'. */
  itemLabel: (item: T, index: number) => string;
  /** Called with the reordered list once a drag ends on another position. */
  onReorder: (items: T[]) => void;
  /** The item's body; `handle` is its drag handle, to be placed where the item wants it. */
  renderItem: (item: T, index: number, handle: ReactNode) => ReactNode;
  disabled?: boolean;
  className?: string;
}

/** What the handle's description tells a screen-reader user (the keys are the KeyboardSensor's defaults). */
const DRAG_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To move this item, press Space or Enter to pick it up. While it is picked up, use the up and down arrow keys to move it, ' +
    'then press Space or Enter to drop it in its new position, or Escape to cancel.',
};

/**
 * A vertical list reordered by dragging a handle: by pointer (after a 5 px move, so clicks still work) or by
 * keyboard (focus the handle, Space to lift, arrows move 25 px per press, Space to drop, Escape to cancel). Screen
 * readers hear how (the handle's description) and, in dnd-kit's live region, where the item is as it moves.
 */
export function SortableList<T>({ items, getId, label, itemLabel, onReorder, renderItem, disabled, className }: SortableListProps<T>) {
  // KeyboardSensor's default coordinate getter moves 25 px per arrow press (docs/product/limits.md: keyboard drag step).
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor));
  const ids = items.map(getId);
  const labelOf = (id: UniqueIdentifier) => {
    const index = ids.indexOf(String(id));
    return index < 0 ? 'The item' : itemLabel(items[index], index);
  };
  const position = (id: UniqueIdentifier) => `position ${ids.indexOf(String(id)) + 1} of ${ids.length}`;
  // The position last announced: a move within the same spot (and the start itself) says nothing more.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  // What is announced as an item is picked up, moved, dropped or put back: its name and its position.
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return `Picked up ${labelOf(active.id)}, in ${position(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === lastOver.current) return undefined;
      lastOver.current = over?.id ?? null;
      return over ? `${labelOf(active.id)} is over ${position(over.id)}.` : `${labelOf(active.id)} is outside the list.`;
    },
    onDragEnd: ({ active, over }) =>
      over ? `${labelOf(active.id)} was dropped in ${position(over.id)}.` : `${labelOf(active.id)} was dropped back in ${position(active.id)}.`,
    onDragCancel: ({ active }) => `Moving was cancelled. ${labelOf(active.id)} is back in ${position(active.id)}.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(items, from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: DRAG_INSTRUCTIONS }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ol className={`list-unstyled mb-0 ${className ?? ''}`} aria-label={label}>
          {items.map((item, index) => (
            <SortableItem key={ids[index]} id={ids[index]} label={itemLabel(item, index)} disabled={disabled}>
              {(handle) => renderItem(item, index, handle)}
            </SortableItem>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

interface SortableItemProps {
  id: string;
  label: string;
  disabled?: boolean;
  children: (handle: ReactNode) => ReactNode;
}

function SortableItem({ id, label, disabled, children }: SortableItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className="btn btn-sm btn-outline-secondary lh-1 px-2"
      style={{ cursor: disabled ? 'default' : 'grab', touchAction: 'none' }}
      {...attributes}
      {...listeners}
      aria-label={`Drag to reorder ${label}`}
      disabled={disabled}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      aria-label={label}
      className="mb-3"
      style={{ transform: CSS.Translate.toString(transform), transition, position: 'relative', zIndex: isDragging ? 2 : undefined }}
    >
      {children(handle)}
    </li>
  );
}
