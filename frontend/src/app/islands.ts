// The islands of the public pages (ADR 0032): the only parts of a server-rendered page whose code the browser
// loads, each when it is wanted. Everything else on a public page is the server's HTML and runs no script. Each
// entry is loaded on demand, so this list costs a page nothing until one of its islands wakes.
import type { ComponentProps, ComponentType } from 'react';
import type { PublicEndpoint } from '@shared/contract/initial-data';
import type { Wake } from '@/lib/islands/island-marker';

/** The chat island's waker, as the build's manifest names it (a build entry: vite.config.ts). */
export const CHAT_WAKER = 'src/features/chat-widget/chat-wake.ts';

export interface IslandDef<P extends object> {
  load: () => Promise<ComponentType<P>>;
  wake: readonly Wake[];
  /**
   * The public reads it renders from: the server embeds their answers in a page with this island, and no others.
   * One left out shows as a hydration error and a second request in the browser journeys.
   */
  reads: readonly PublicEndpoint[];
  /**
   * A module of its own (a build entry, named as the build's manifest names it) that the server adds to a page
   * holding this island, and to no other page: it wakes the island by a rule of the island's own (the chat's panel
   * left open), so the entry every page loads (boot.ts, wake.ts) carries nothing of it.
   */
  waker?: string;
}

const def = <P extends object>(load: () => Promise<ComponentType<P>>, wake: Wake[], reads: PublicEndpoint[] = [], waker?: string): IslandDef<P> => ({
  load,
  wake,
  reads,
  ...(waker ? { waker } : {}),
});

export const ISLANDS = {
  /** The phone menu, the dropdowns and the call-to-action buttons: when a visitor reaches for the header. */
  'site-header': def(
    async () => (await import('@/features/header/site-header')).SiteHeader,
    ['interaction'],
    ['getActiveHeader', 'getActiveLogo', 'listResponsiveImages'],
  ),
  /** The pricing carousel scrolls by itself: once it is in view, or sooner when reached for. */
  'pricing-section': def(async () => (await import('@/features/pricing/pricing-section')).PricingSection, ['visible', 'interaction'], ['getActivePricing']),
  /** The flip cards: a tap pins a card, a mouse over it flips it. */
  'services-section': def(async () => (await import('@/features/services/services-section')).ServicesSection, ['interaction'], ['getActiveServiceSection']),
  /** A testimonial's photo: only a photo that fails to load needs script, to become its initials. */
  'testimonial-avatar': def(async () => (await import('@/features/testimonials/testimonial-avatar')).TestimonialAvatar, ['error'], ['listResponsiveImages']),
  // The forms wake as a visitor reaches for them (a pointer, a touch, the focus of a field): what is typed before
  // they are live is kept, and a press of their button is held and replayed once they are, so a form submits only
  // when its code is there.
  /**
   * The home page's booking form; its case-file uploader loads when a visitor reaches the file area. It shows the
   * health-data consent text beside its box (ADR 0043).
   */
  'booking-form': def(async () => (await import('@/features/booking/booking-form')).BookingForm, ['interaction'], ['getHealthConsent']),
  /** The Contact page's form. */
  'contact-form': def(async () => (await import('@/features/contact/contact-form')).ContactForm, ['interaction']),
  /** The footer's newsletter signup. */
  'newsletter-form': def(async () => (await import('@/features/footer/newsletter-form')).NewsletterForm, ['interaction']),
  /** The button of the pages an email's links open (confirm a subscription, unsubscribe). */
  'newsletter-link-form': def(async () => (await import('@/features/newsletter/newsletter-link-form')).NewsletterLinkForm, ['interaction']),
  /**
   * The chat's button on every page while the chat is on: woken when reached for, or by its waker once the page is
   * idle when the chat is asked for (an email's `?chat=<token>` link, whose parameter is this island's name,
   * CHAT_RESUME_PARAM; or the panel left open on the page before). The conversation's own code loads only then or when
   * pressed (features/chat-widget/chat-widget.tsx).
   */
  chat: def(async () => (await import('@/features/chat-widget/chat-button')).ChatButton, ['interaction'], [], CHAT_WAKER),
  /**
   * The cookie banner and its "Cookie settings" button while the site has a tracker that needs consent (ADR 0042):
   * woken when reached for, so its code (the consent call and the trackers' loading) costs a page's first load
   * nothing; a press on "Accept all" or "Reject all" before then is held and replayed.
   */
  consent: def(async () => (await import('@/features/consent-banner/consent-banner')).ConsentBanner, ['interaction']),
  /** A service detail's image: only one that fails to load needs script, to show 'No Image'. */
  'detail-image': def(async () => (await import('@/features/service-details/detail-image')).DetailImage, ['error'], ['listResponsiveImages']),
};

export type IslandName = keyof typeof ISLANDS;
export type IslandProps<N extends IslandName> = ComponentProps<Awaited<ReturnType<(typeof ISLANDS)[N]['load']>>>;
