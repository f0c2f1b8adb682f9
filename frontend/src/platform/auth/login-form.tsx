import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import { serverMessageOr } from '@/app/api';
import { PasswordInput } from '@/components/ui/password-input';
import { useLoginMutation } from './auth-api';
import { validateLogin } from './login-validation';

interface LoginFormProps {
  onSuccess: () => void;
  /** Why the previous session ended (e.g. 'Token expired'), shown until the next sign-in attempt. */
  notice?: string;
}

export function LoginForm({ onSuccess, notice }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [login, { isLoading }] = useLoginMutation();

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const found = validateLogin(email, password);
    setErrors(found);
    // The first field to correct takes the focus; a screen reader reads its label, then its message.
    const firstInvalid = found.email ? 'login-email' : found.password ? 'login-password' : undefined;
    if (firstInvalid) {
      document.getElementById(firstInvalid)?.focus();
      return;
    }
    const result = await login({ email: email.trim(), password });
    if ('error' in result) {
      setFailure(serverMessageOr(result.error, 'Login failed. Please try again.'));
      return;
    }
    onSuccess();
  }

  return (
    <Card className="shadow-sm" style={{ maxWidth: 420, width: '100%' }}>
      <Card.Body className="p-4">
        <h1 className="h3 text-center mb-4">Admin Panel</h1>
        {notice && !failure && (
          <Alert variant="warning" role="status">
            Your session has ended: {notice}. Please sign in again.
          </Alert>
        )}
        {failure && (
          <Alert variant="danger" role="alert">
            {failure}
          </Alert>
        )}
        <Form noValidate onSubmit={submit}>
          <Form.Group className="mb-3" controlId="login-email">
            <Form.Label>Email</Form.Label>
            <Form.Control
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              isInvalid={!!errors.email}
              aria-invalid={!!errors.email || undefined}
              aria-describedby={errors.email ? 'login-email-error' : undefined}
            />
            <Form.Control.Feedback type="invalid" id="login-email-error">
              {errors.email}
            </Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-4" controlId="login-password">
            <Form.Label>Password</Form.Label>
            <PasswordInput
              autoComplete="current-password"
              value={password}
              onChange={setPassword}
              error={errors.password}
              aria-invalid={!!errors.password || undefined}
            />
          </Form.Group>
          <Button type="submit" className="w-100" disabled={isLoading}>
            {isLoading ? 'Signing in...' : 'Sign In'}
          </Button>
        </Form>
        <p className="text-center text-muted small mt-4 mb-0">Need help? Contact your system administrator</p>
      </Card.Body>
    </Card>
  );
}
