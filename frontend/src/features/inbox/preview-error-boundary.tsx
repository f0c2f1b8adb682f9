import { Component, type ReactNode } from 'react';
import { Alert } from 'react-bootstrap';
import { previewFailed } from './case-upload-words';

interface State {
  error: Error | null;
}

/** Shows why the 3D preview failed (its code could not load, or it threw while rendering) in place of the preview. */
export class PreviewErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <Alert variant="danger" className="mb-0">
        {previewFailed(this.state.error.message || 'an unexpected error.')}
      </Alert>
    );
  }
}
