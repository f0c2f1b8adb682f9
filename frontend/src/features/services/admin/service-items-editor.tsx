import { Button } from 'react-bootstrap';
import { SortableList } from '@/components/ui/sortable-list';
import { StatusAlert } from '@/components/ui/status-alert';
import { ServiceItemCard } from './service-item-card';
import { TEXT, type ServiceDraft } from './services-rules';
import type { FlashMessage } from './use-flash-message';

interface ServiceItemsEditorProps {
  services: ServiceDraft[];
  errors: Record<string, string>;
  disabled: boolean;
  reordering: boolean;
  reorderMessage: FlashMessage | null;
  onCloseMessage: () => void;
  onAdd: () => void;
  onChange: (key: string, patch: Partial<ServiceDraft>) => void;
  onRemove: (key: string) => void;
  onReorder: (next: ServiceDraft[]) => void;
}

/** 'Individual Services': the cards in order, dragged by their handle, with Add Service and the reorder message. */
export function ServiceItemsEditor(props: ServiceItemsEditorProps) {
  const { services, errors, disabled, reordering, reorderMessage, onCloseMessage, onAdd, onChange, onRemove, onReorder } = props;
  return (
    <section aria-labelledby="individual-services-heading" className="mt-4">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h3 id="individual-services-heading" className="h6 mb-0">
          Individual Services
        </h3>
        <Button size="sm" variant="outline-primary" onClick={onAdd} disabled={disabled}>
          Add Service
        </Button>
      </div>
      <StatusAlert message={reorderMessage} onClose={onCloseMessage} />
      {services.length === 0 ? (
        <p className="text-body-secondary border rounded p-3 text-center">{TEXT.noServices}</p>
      ) : (
        <SortableList
          items={services}
          getId={(s) => s.key}
          label="Individual services"
          itemLabel={(_, i) => `Service ${i + 1}`}
          disabled={disabled || reordering}
          onReorder={onReorder}
          renderItem={(item, index, handle) => (
            <ServiceItemCard
              index={index}
              item={item}
              handle={handle}
              titleError={errors[item.key]}
              disabled={disabled}
              onChange={(patch) => onChange(item.key, patch)}
              onRemove={() => onRemove(item.key)}
            />
          )}
        />
      )}
    </section>
  );
}
