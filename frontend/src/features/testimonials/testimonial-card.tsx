import type { components } from '@shared/contract/schema';
import { StarRating } from './star-rating';
import { Island } from '@/app/island';

type S = components['schemas'];

interface TestimonialCardProps {
  testimonial: S['Testimonial'];
  showRatings: boolean;
  showImages: boolean;
  /** Each of its texts' `lang` by its field (`content`), where it is shown in the default language (useTextLang). */
  lang?: (field: string) => string | undefined;
}

export function TestimonialCard({ testimonial, showRatings, showImages, lang = () => undefined }: TestimonialCardProps) {
  return (
    <figure className="card h-100 mb-0 p-4 d-flex flex-column gap-3 shadow-sm">
      {showRatings && <StarRating rating={testimonial.rating} />}
      <blockquote className="mb-0 flex-grow-1">
        <p className="mb-0" lang={lang('content')}>
          “{testimonial.content}”
        </p>
      </blockquote>
      <figcaption className="d-flex align-items-center gap-3">
        {showImages && <Island of="testimonial-avatar" name={testimonial.name} image={testimonial.image} />}
        <span>
          <span className="d-block fw-semibold" data-testid="testimonial-name">
            {testimonial.name}
          </span>
          {testimonial.role && (
            <span className="d-block small text-body-secondary" lang={lang('role')}>
              {testimonial.role}
            </span>
          )}
        </span>
      </figcaption>
    </figure>
  );
}
