import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { usePageTitle } from '@/app/page-title';
import { selectIsAuthenticated, selectSessionEndedBecause } from '@/features/auth/auth-slice';
import { LoginForm } from '@/features/auth/login-form';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/ui/skip-link';

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation() as { state: { from?: string } | null };
  const authenticated = useAppSelector(selectIsAuthenticated);
  const endedBecause = useAppSelector(selectSessionEndedBecause);
  usePageTitle('Admin Login');
  const target = location.state?.from ?? '/admin';
  if (authenticated) return <Navigate to={target} replace />;
  return (
    <>
      <SkipLink />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-vh-100 d-flex align-items-center justify-content-center bg-body-tertiary p-3">
        <LoginForm notice={endedBecause} onSuccess={() => navigate(target, { replace: true })} />
      </main>
    </>
  );
}
