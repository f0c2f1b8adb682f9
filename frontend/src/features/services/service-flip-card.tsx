import { useId, useState, type PointerEvent } from 'react';
import type { components } from '@shared/contract/schema';
import { ServiceIcon } from './service-icon';
import { ServiceLink } from './service-link';
import { cutText } from './service-text';
import { servicesTexts } from '@/lib/i18n/catalogs';
import { useMessages } from '@/lib/i18n/use-messages';

type Service = components['schemas']['ServiceItem'];

/** Where a card leads: its button url when it has one, otherwise its detail page (docs/product/screens.md). */
export function serviceHref(service: Pick<Service, '_id' | 'button'>): string {
  return service.button?.url?.trim() || `/service-details/${service._id}`;
}

/**
 * A service as a flip card. A mouse hovering it, or focus on its link, shows the back; a tap, a click or
 * Enter/Space on the card flips it. Once flipped, the whole card is its link.
 */
/** `lang`: each of its texts' `lang` by its field (`title`), where it is shown in the default language (useTextLang). */
export function ServiceFlipCard({ service, lang = () => undefined }: { service: Service; lang?: (field: string) => string | undefined }) {
  const t = useMessages(servicesTexts);
  const [pinned, setPinned] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [linkFocused, setLinkFocused] = useState(false);
  const backId = useId();
  const flipped = pinned || hovered || linkFocused;
  // Only a real mouse hovers: a touch's emulated hover would flip the card and follow its link in one tap.
  const hover = (on: boolean) => (e: PointerEvent) => {
    if (e.pointerType === 'mouse') setHovered(on);
  };
  const buttonText = service.button?.text?.trim() || 'Learn More';

  return (
    <div className="service-flip-card" data-flipped={flipped} onPointerEnter={hover(true)} onPointerLeave={hover(false)}>
      {/* First in the tab order, above both faces until the card is flipped. */}
      <button
        type="button"
        className="service-flip-card__toggle"
        aria-label={t('showDetails', { title: service.title })}
        aria-pressed={flipped}
        aria-controls={backId}
        onClick={() => setPinned((p) => !p)}
      />
      <div className="service-flip-card__inner">
        <div className="service-flip-card__face service-flip-card__front shadow-sm">
          <span className="text-primary mb-3">
            <ServiceIcon />
          </span>
          <h3 className="h5" lang={lang('title')}>
            {service.title}
          </h3>
          {service.description && (
            <p className="service-flip-card__summary text-body-secondary mb-0" lang={lang('description')}>
              {service.description}
            </p>
          )}
        </div>
        <div id={backId} className="service-flip-card__face service-flip-card__back shadow" data-testid="service-card-back">
          <p className="mb-4" lang={lang('description')}>
            {cutText(service.description)}
          </p>
          <ServiceLink
            href={serviceHref(service)}
            className="service-flip-card__link stretched-link btn btn-light align-self-start"
            onFocus={() => setLinkFocused(true)}
            onBlur={() => setLinkFocused(false)}
          >
            <span lang={service.button?.text?.trim() ? lang('button.text') : undefined}>{buttonText}</span>
            <span className="visually-hidden" lang={lang('title')}>
              : {service.title}
            </span>
          </ServiceLink>
        </div>
      </div>
    </div>
  );
}
