import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

/** Shows a way out when a screen fails (a chunk that did not load, a render error). */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('screen failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <section className="page page--center" role="alert">
        <h1>No pudimos cargar esta página</h1>
        <p>Revisá tu conexión e intentá de nuevo.</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reintentar
        </button>
      </section>
    );
  }
}
