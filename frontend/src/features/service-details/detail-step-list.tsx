import type { components } from '@shared/contract/schema';
import { stepColorClasses } from './step-colors';
import { noTextLang, type TextLang } from '@/lib/i18n/page-language';

type DetailStep = components['schemas']['DetailStep'];

/** A section's numbered steps, each badge in the step's colour. */
/** `lang`: each step's `TextLang` (its keys within it: `title`), by the step and its place. */
export function DetailStepList({ steps, lang = () => noTextLang }: { steps: DetailStep[]; lang?: (step: DetailStep, index: number) => TextLang }) {
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
            <h3 className="h5 mb-1" lang={lang(step, i)('title')}>
              {step.title}
            </h3>
            {step.description && (
              <p className="mb-0 text-body-secondary" lang={lang(step, i)('description')}>
                {step.description}
              </p>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
