import { useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import type { components } from '@shared/contract/schema';
import { itemKey, useSitePath } from '@/lib/i18n/page-language';

type NavigationItem = components['schemas']['NavigationItem'];

/** Where the menu is laid out in a row (Bootstrap's navbar-expand-lg): only there do dropdowns open on hover. */
const ROW_LAYOUT = '(min-width: 992px)';
/** Asked of the element's own window: in an admin preview that is the preview frame's, at its width. */
const inRowLayout = (el: Element) => !!(el.ownerDocument.defaultView ?? window).matchMedia?.(ROW_LAYOUT).matches;

/**
 * One navigation item: a link, or a dropdown that opens on hover in the desktop row, and on click or Enter
 * everywhere (on a phone it is an expandable list in the flow of the menu). Escape closes it and puts the focus back
 * on its button; Tab past its last link closes it too.
 */
/** `lang`: each of the header's texts' `lang` by its key (useTextLang), so an untranslated label is marked. */
export function NavEntry({
  item,
  index = 0,
  lang = () => undefined,
  follow,
}: {
  item: NavigationItem;
  index?: number;
  lang?: (key: string) => string | undefined;
  follow: (href: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const sitePath = useSitePath();
  const labelLang = lang(itemKey('navigationItems', item, index, 'label'));
  // The click that follows a hover (or a tap's emulated hover) keeps the menu open rather than toggling it shut.
  const openedByHover = useRef(false);
  const items = item.dropdownItems ?? [];
  const id = `nav-${item._id ?? item.label}`;
  if (!item.hasDropdown || !items.length) {
    return (
      <a className="nav-link" href={sitePath(item.href)} lang={labelLang} onClick={(e) => (e.preventDefault(), follow(item.href))}>
        {item.label}
      </a>
    );
  }
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.preventDefault(); // the phone menu around it stays open
      setOpen(false);
      e.currentTarget.ownerDocument.getElementById(id)?.focus();
    }
  };
  const hoverIn = (e: MouseEvent) => {
    if (!inRowLayout(e.currentTarget) || open) return;
    openedByHover.current = true;
    setOpen(true);
  };
  const hoverOut = (e: MouseEvent) => {
    if (!inRowLayout(e.currentTarget)) return;
    openedByHover.current = false;
    setOpen(false);
  };
  const closeWhenFocusLeaves = (e: FocusEvent) => {
    // contains() rather than instanceof Node: in a preview frame the nodes belong to the frame's window.
    if (open && !e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
  };
  const toggle = () => {
    if (openedByHover.current) openedByHover.current = false;
    else setOpen(!open);
  };
  return (
    <div className="dropdown" onMouseEnter={hoverIn} onMouseLeave={hoverOut} onKeyDown={onKeyDown} onBlur={closeWhenFocusLeaves}>
      <button id={id} type="button" className="nav-link dropdown-toggle" lang={labelLang} aria-expanded={open} aria-controls={`${id}-menu`} onClick={toggle}>
        {item.label}
      </button>
      <ul id={`${id}-menu`} className={`dropdown-menu${open ? ' show' : ''}`} aria-labelledby={id}>
        {items.map((d, j) => (
          <li key={d._id ?? d.href}>
            <a
              className="dropdown-item"
              href={sitePath(d.href)}
              lang={lang(`${itemKey('navigationItems', item, index)}.${itemKey('dropdownItems', d, j, 'label')}`)}
              onClick={(e) => (e.preventDefault(), setOpen(false), follow(d.href))}
            >
              {d.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
