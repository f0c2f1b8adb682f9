import { Link, NavLink, Outlet, matchPath, useLocation, useNavigate } from 'react-router-dom';
import '@/styles/admin.scss';
import { Button, Container, Nav, Navbar } from 'react-bootstrap';
import { useAppSelector } from '@/app/hooks';
import { useDocumentTitle } from '@/app/render-report';
import { ToastProvider } from '@/components/ui/toast-provider';
import { useLogoutEverywhereMutation, useLogoutMutation } from '@/platform/auth/auth-api';
import { selectAdmin } from '@/platform/auth/auth-slice';
import { WorkingReleasePicker } from '@/platform/releases/working-release-picker';
import { WorkingReleaseScope } from '@/platform/releases/working-release-scope';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/ui/skip-link';
import { CHAT_UNREAD_ID, ChatUnreadBadge, useChatUnread } from '@/features/conversations/chat-unread';
import { TeamStream } from '@/features/conversations/use-team-stream';
import { ADMIN_MENU } from './admin-menu';

/**
 * The document title of the screen on view, from its side-menu label: 'Hero | Admin' (WCAG 2.4.2), or a path under
 * it ('/admin/conversations/:id'); '(N) ' first while N visitor chat messages are unread.
 */
function useAdminTitle() {
  const { pathname } = useLocation();
  const unread = useChatUnread();
  const screen = ADMIN_MENU.find((m) => matchPath({ path: m.to, end: 'end' in m }, pathname));
  useDocumentTitle(screen && `${unread ? `(${unread}) ` : ''}${screen.label} | Admin`);
}

/**
 * The back-office frame: 'Skip to main content' first, the top bar (with the release the admin works in), the side
 * menu (above the screen on narrow windows, so nothing scrolls sideways at 320 px) and the screen in `<main>`, under
 * the working release's banner while one is chosen (ADR 0033).
 */
export function AdminLayout() {
  const admin = useAppSelector(selectAdmin);
  const [logout, { isLoading }] = useLogoutMutation();
  const [logoutEverywhere, { isLoading: endingAll }] = useLogoutEverywhereMutation();
  const navigate = useNavigate();
  const items = ADMIN_MENU.filter((m) => !('superAdminOnly' in m) || admin?.role === 'super_admin');
  useAdminTitle();
  return (
    <div className="min-vh-100 d-flex flex-column">
      <SkipLink />
      {/* The team's chat stream, open while any admin screen is: it is what shows visitors an admin is online. */}
      <TeamStream />
      <Navbar bg="dark" data-bs-theme="dark" className="px-3 gap-2">
        <Navbar.Brand as={Link} to="/admin">
          Admin Panel
        </Navbar.Brand>
        <div className="ms-auto d-flex flex-wrap align-items-center gap-2">
          <WorkingReleasePicker />
          <span className="text-light small d-none d-sm-inline">{admin?.name}</span>
          {/* A new tab: leaving the admin area in this tab would end the session (docs/product/screens.md). */}
          <a href="/" target="_blank" rel="noopener" className="btn btn-outline-light btn-sm">
            View Site<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          {/* Ends this admin's sessions on every device and browser, this one included (ADR 0001). */}
          <Button size="sm" variant="outline-light" disabled={isLoading || endingAll} onClick={() => logoutEverywhere().then(() => navigate('/login'))}>
            Sign out everywhere
          </Button>
          <Button size="sm" variant="light" disabled={isLoading || endingAll} onClick={() => logout().then(() => navigate('/login'))}>
            Logout
          </Button>
        </div>
      </Navbar>
      <div className="d-flex flex-column flex-md-row flex-grow-1">
        <Nav as="nav" aria-label="Admin menu" className="flex-md-column flex-shrink-0 bg-body-tertiary p-2 border-bottom border-end" style={{ minWidth: 210 }}>
          {items.map((m) => (
            <Nav.Link key={m.to} as={NavLink} to={m.to} end={'end' in m} aria-describedby={m.to === '/admin/conversations' ? CHAT_UNREAD_ID : undefined}>
              {m.label}
              {m.to === '/admin/conversations' && <ChatUnreadBadge />}
            </Nav.Link>
          ))}
        </Nav>
        {/* min-width 0: a wide table scrolls inside its own container instead of widening the page. */}
        <Container as="main" fluid id={MAIN_CONTENT_ID} tabIndex={-1} className="p-3 p-md-4" style={{ minWidth: 0 }}>
          <ToastProvider>
            <WorkingReleaseScope>
              <Outlet />
            </WorkingReleaseScope>
          </ToastProvider>
        </Container>
      </div>
    </div>
  );
}
