import { Button, Form } from 'react-bootstrap';
import { SortableList } from '@/components/ui/sortable-list';
import { MAX_NAV_ITEMS, type NavDraft } from './header-draft';
import type { HeaderErrors } from './header-validation';
import { NavItemEditor } from './nav-item-editor';
import { addNavItem, removeNavItem, renumber } from './nav-items';

interface NavigationTabProps {
  items: NavDraft[];
  errors: HeaderErrors;
  onChange: (items: NavDraft[]) => void;
}

const nameOf = (item: NavDraft, index: number) => item.label.trim() || `Navigation item ${index + 1}`;

/** Navigation tab: the items in order, reordered by drag and drop (pointer, or keyboard in 25 px steps). */
export function NavigationTab({ items, errors, onChange }: NavigationTabProps) {
  const full = items.length >= MAX_NAV_ITEMS;
  return (
    <>
      <p className="text-body-secondary small" id="header-nav-help">
        Drag an item by its handle to reorder it, or focus the handle, press Space, move it with the arrow keys and press Space again. The new order is saved
        with Save Changes.
      </p>
      {items.length === 0 ? (
        <p className="text-body-secondary">No navigation items yet. Click &quot;Add Navigation Item&quot; to add one.</p>
      ) : (
        <SortableList
          items={items}
          getId={(n) => n.key}
          label="Navigation items"
          itemLabel={nameOf}
          onReorder={(next) => onChange(renumber(next))}
          renderItem={(item, index, handle) => (
            <NavItemEditor
              item={item}
              name={nameOf(item, index)}
              handle={handle}
              errors={errors}
              onChange={(next) => onChange(items.map((n) => (n.key === item.key ? next : n)))}
              onRemove={() => onChange(removeNavItem(items, item.key))}
            />
          )}
        />
      )}
      <div className="d-flex flex-wrap align-items-center gap-2 mt-3">
        <Button variant="outline-primary" onClick={() => onChange(addNavItem(items))} disabled={full}>
          Add Navigation Item
        </Button>
        {full && <Form.Text>A header holds at most {MAX_NAV_ITEMS} navigation items.</Form.Text>}
      </div>
    </>
  );
}
