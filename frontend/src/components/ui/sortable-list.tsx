import type { ReactNode } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
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

/**
 * A vertical list reordered by dragging a handle: by pointer (after a 5 px move, so clicks still work) or by
 * keyboard (focus the handle, Space to lift, arrows move 25 px per press, Space to drop, Escape to cancel).
 */
export function SortableList<T>({ items, getId, label, itemLabel, onReorder, renderItem, disabled, className }: SortableListProps<T>) {
  // KeyboardSensor's default coordinate getter moves 25 px per arrow press (spec section 9: keyboard drag step).
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor));
  const ids = items.map(getId);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(items, from, to));
  };

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
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
