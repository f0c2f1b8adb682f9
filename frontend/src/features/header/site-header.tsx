import { useState } from 'react';
import { Button, Container, Nav, Navbar, NavDropdown, Placeholder } from 'react-bootstrap';
import type { components } from '@contract/schema';
import { useLinkHandler } from '@/lib/navigation/use-link-handler';
import { useGetActiveHeaderQuery, useGetActiveLogoQuery } from './header-api';

type Header = components['schemas']['Header'];
type NavigationItem = components['schemas']['NavigationItem'];

/** Bootstrap's collapse transition. */
const MENU_COLLAPSE_MS = 360;

function NavEntry({ item, follow }: { item: NavigationItem; follow: (href: string) => void }) {
  const [open, setOpen] = useState(false);
  const items = item.dropdownItems ?? [];
  if (!item.hasDropdown || !items.length) {
    return (
      <Nav.Link href={item.href} onClick={(e) => (e.preventDefault(), follow(item.href))}>
        {item.label}
      </Nav.Link>
    );
  }
  return (
    <NavDropdown
      title={item.label}
      id={`nav-${item._id ?? item.label}`}
      show={open}
      onToggle={(next) => setOpen(next)}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      {items.map((d) => (
        <NavDropdown.Item key={d._id ?? d.href} href={d.href} onClick={(e) => (e.preventDefault(), setOpen(false), follow(d.href))}>
          {d.label}
        </NavDropdown.Item>
      ))}
    </NavDropdown>
  );
}

function Brand({ header, logoUrl }: { header?: Header; logoUrl?: string }) {
  if (logoUrl)
    return (
      <img
        src={logoUrl}
        alt={header?.logo?.alt || header?.companyName || 'Logo'}
        height={40}
        width={160}
        style={{ objectFit: 'contain', objectPosition: 'left' }}
      />
    );
  return <span className="fw-bold fs-4">{header?.logo?.text || header?.companyName}</span>;
}

export function SiteHeader() {
  const header = useGetActiveHeaderQuery();
  const logo = useGetActiveLogoQuery(); // a logo failure is tolerated
  const followLink = useLinkHandler();
  const [menuOpen, setMenuOpen] = useState(false);
  // On a phone the menu closes first, then the link is followed once the page below has settled.
  const follow = (href: string, opts?: { mapNavPaths?: boolean }) => {
    setMenuOpen(false);
    window.setTimeout(() => followLink(href, opts), menuOpen ? MENU_COLLAPSE_MS : 0);
  };

  if (header.isLoading) {
    return (
      <Navbar bg="light" className="border-bottom" data-site-header aria-busy="true" aria-label="Loading header">
        <Container>
          <Placeholder as="span" animation="glow" className="w-25">
            <Placeholder xs={12} />
          </Placeholder>
        </Container>
      </Navbar>
    );
  }
  if (!header.data) {
    return (
      <Navbar bg="light" className="border-bottom" data-site-header>
        <Container>
          <span className="text-muted">Header not configured</span>
        </Container>
      </Navbar>
    );
  }

  const h = header.data;
  const navItems = [...h.navigationItems].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  const primary = h.ctaButtons.primary;
  const secondary = h.ctaButtons.secondary;
  return (
    <Navbar
      expand="lg"
      expanded={menuOpen}
      onToggle={setMenuOpen}
      sticky={h.isSticky ? 'top' : undefined}
      className="border-bottom"
      style={{ backgroundColor: h.backgroundColor, color: h.textColor }}
      data-site-header
    >
      <Container>
        <Navbar.Brand href="/" onClick={(e) => (e.preventDefault(), follow('/'))} style={{ color: h.textColor }}>
          <Brand header={h} logoUrl={logo.data?.fileUrl} />
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="site-nav" aria-label="Toggle navigation" />
        <Navbar.Collapse id="site-nav">
          <Nav className="mx-auto align-items-lg-center" as="ul">
            {navItems.map((item, i) => (
              <li key={item._id ?? item.label} className="d-flex align-items-lg-center">
                {i > 0 && (
                  <span className="d-none d-lg-inline text-muted px-1" aria-hidden="true">
                    |
                  </span>
                )}
                <NavEntry item={item} follow={(href) => follow(href, { mapNavPaths: true })} />
              </li>
            ))}
          </Nav>
          <div className="d-flex gap-2 py-2 py-lg-0">
            <Button variant="primary" onClick={() => follow(primary?.href ?? '#contact-section')}>
              {primary?.text || 'Primary Button'}
            </Button>
            <Button variant="outline-primary" onClick={() => follow(secondary?.href || '#contact-section')}>
              {secondary?.text || 'Secondary Button'}
            </Button>
          </div>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
