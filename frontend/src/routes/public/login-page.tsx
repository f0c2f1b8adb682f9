import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectIsAuthenticated, selectSessionEndedBecause } from '@/features/auth/auth-slice';
import { LoginForm } from '@/features/auth/login-form';

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation() as { state: { from?: string } | null };
  const authenticated = useAppSelector(selectIsAuthenticated);
  const endedBecause = useAppSelector(selectSessionEndedBecause);
  const target = location.state?.from ?? '/admin';
  if (authenticated) return <Navigate to={target} replace />;
  return (
    <div className="min-vh-100 d-flex align-items-center justify-content-center bg-body-tertiary p-3">
      <LoginForm notice={endedBecause} onSuccess={() => navigate(target, { replace: true })} />
    </div>
  );
}
