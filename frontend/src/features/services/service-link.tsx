import type { FocusEventHandler, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { linkTarget } from '@/lib/navigation/link-target';
import { useLinkHandler } from '@/lib/navigation/use-link-handler';

interface ServiceLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  onFocus?: FocusEventHandler<HTMLAnchorElement>;
  onBlur?: FocusEventHandler<HTMLAnchorElement>;
}

/** A card's link: http(s) urls leave the site by a normal link, '#id' scrolls to a section, others are routed. */
export function ServiceLink({ href, className, children, onFocus, onBlur }: ServiceLinkProps) {
  const follow = useLinkHandler();
  const target = linkTarget(href);
  const common = { className, onFocus, onBlur };
  if (target.kind === 'external') {
    return (
      <a href={target.href} {...common}>
        {children}
      </a>
    );
  }
  if (target.kind === 'section') {
    return (
      <a
        href={`#${target.id}`}
        {...common}
        onClick={(e) => {
          e.preventDefault();
          follow(href);
        }}
      >
        {children}
      </a>
    );
  }
  return (
    <Link to={target.to} {...common}>
      {children}
    </Link>
  );
}
