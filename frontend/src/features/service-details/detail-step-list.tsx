import type { components } from '@shared/contract/schema';
import { stepColorClasses } from './step-colors';

type DetailStep = components['schemas']['DetailStep'];

/** A section's numbered steps, each badge in the step's colour. */
export function DetailStepList({ steps }: { steps: DetailStep[] }) {
  if (!steps.length) return null;
  return (
    <ol className="list-unstyled d-flex flex-column gap-3 mb-0">
      {steps.map((step, i) => (
        <li key={step._id ?? `${i}-${step.title}`} className="d-flex gap-3 align-items-start">
          <span
            className={`flex-shrink-0 d-inline-flex align-items-center justify-content-center rounded-circle fw-bold fs-5 ${stepColorClasses(step.color)}`}
            style={{ width: 44, height: 44 }}
            data-testid="step-number"
            data-color={step.color}
            aria-hidden="true"
          >
            {i + 1}
          </span>
          <div>
            <h3 className="h5 mb-1">{step.title}</h3>
            {step.description && <p className="mb-0 text-body-secondary">{step.description}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}
