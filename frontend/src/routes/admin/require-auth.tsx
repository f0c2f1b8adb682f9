import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Alert, Container, Spinner } from 'react-bootstrap';
import { useAppSelector } from '@/app/hooks';
import { selectAdmin, selectAuthInitialized, selectIsAuthenticated } from '@/platform/auth/auth-slice';

/** The admin guard (docs/product/screens.md): spinner, redirect to /login remembering the path, or 'Account Inactive'. */
export function RequireAuth() {
  const location = useLocation();
  const initialized = useAppSelector(selectAuthInitialized);
  const authenticated = useAppSelector(selectIsAuthenticated);
  const admin = useAppSelector(selectAdmin);

  if (!initialized) {
    return (
      <div className="min-vh-100 d-flex align-items-center justify-content-center">
        <Spinner animation="border" role="status">
          <span className="visually-hidden">Loading...</span>
        </Spinner>
      </div>
    );
  }
  if (!authenticated) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (admin && admin.status !== 'active') {
    return (
      <Container className="py-5" style={{ maxWidth: 560 }}>
        <Alert variant="warning">
          <Alert.Heading>Account Inactive</Alert.Heading>
          <p className="mb-0">Your admin account is currently {admin.status}. Please contact a super admin.</p>
        </Alert>
      </Container>
    );
  }
  return <Outlet />;
}
