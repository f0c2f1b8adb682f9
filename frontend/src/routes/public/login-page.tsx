import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { usePageTitle } from '@/app/page-title';
import { selectIsAuthenticated, selectSessionEndedBecause } from '@/platform/auth/auth-slice';
import { LoginForm } from '@/platform/auth/login-form';

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation() as { state: { from?: string } | null };
  const authenticated = useAppSelector(selectIsAuthenticated);
  const endedBecause = useAppSelector(selectSessionEndedBecause);
  usePageTitle('Admin Login');
  const target = location.state?.from ?? '/admin';
  if (authenticated) return <Navigate to={target} replace />;
  // Inside the public layout (docs/product/screens.md: every public route has the header on top and the footer below).
  return (
    <div className="d-flex align-items-center justify-content-center bg-body-tertiary px-3 py-5 h-100">
      <LoginForm notice={endedBecause} onSuccess={() => navigate(target, { replace: true })} />
    </div>
  );
}
