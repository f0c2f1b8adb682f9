import { Link, NavLink, Outlet, useNavigate } from 'react-router-dom';
import { Button, Container, Nav, Navbar } from 'react-bootstrap';
import { useAppSelector } from '@/app/hooks';
import { ToastProvider } from '@/components/ui/toast-provider';
import { useLogoutMutation } from '@/features/auth/auth-api';
import { selectAdmin } from '@/features/auth/auth-slice';
import { ADMIN_MENU } from './admin-menu';

export function AdminLayout() {
  const admin = useAppSelector(selectAdmin);
  const [logout, { isLoading }] = useLogoutMutation();
  const navigate = useNavigate();
  const items = ADMIN_MENU.filter((m) => !('superAdminOnly' in m) || admin?.role === 'super_admin');
  return (
    <div className="min-vh-100 d-flex flex-column">
      <Navbar bg="dark" data-bs-theme="dark" className="px-3">
        <Navbar.Brand as={Link} to="/admin">
          Admin Panel
        </Navbar.Brand>
        <div className="ms-auto d-flex align-items-center gap-3">
          <span className="text-light small d-none d-sm-inline">{admin?.name}</span>
          {/* A new tab: leaving the admin area in this tab would end the session (spec section 2). */}
          <a href="/" target="_blank" rel="noopener" className="btn btn-outline-light btn-sm">
            View Site<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          <Button size="sm" variant="light" disabled={isLoading} onClick={() => logout().then(() => navigate('/login'))}>
            Logout
          </Button>
        </div>
      </Navbar>
      <div className="d-flex flex-grow-1">
        <Nav as="nav" aria-label="Admin menu" className="flex-column bg-body-tertiary p-2 border-end" style={{ minWidth: 210 }}>
          {items.map((m) => (
            <Nav.Link key={m.to} as={NavLink} to={m.to} end={'end' in m}>
              {m.label}
            </Nav.Link>
          ))}
        </Nav>
        <Container fluid className="p-4">
          <ToastProvider>
            <Outlet />
          </ToastProvider>
        </Container>
      </div>
    </div>
  );
}
