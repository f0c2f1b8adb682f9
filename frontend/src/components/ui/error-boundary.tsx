import { Component, type ReactNode } from 'react';
import { Alert, Button } from 'react-bootstrap';

interface ErrorBoundaryProps {
  title: string;
  message: string;
  children: ReactNode;
}

/**
 * Shows an error view when its children throw while rendering (React itself logs the error). 'Try Again'
 * clears it, so the children mount again from scratch.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  private retry = () => this.setState({ failed: false });

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert variant="danger" role="alert" className="my-4">
        <Alert.Heading as="h2" className="h5">
          {this.props.title}
        </Alert.Heading>
        <p>{this.props.message}</p>
        {/* Solid: an outline button's red falls under 4.5:1 on the alert's pink. */}
        <Button variant="danger" onClick={this.retry}>
          Try Again
        </Button>
      </Alert>
    );
  }
}
