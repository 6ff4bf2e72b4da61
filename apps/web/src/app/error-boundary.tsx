import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashScreen } from './crash-screen';

interface Props {
  children: ReactNode;
  /** A new value (the next location) clears a caught error and renders the children again. */
  resetKey?: string;
  onError?: (error: unknown, info: ErrorInfo) => void;
}

interface State {
  error: unknown;
  failedAt: string | undefined;
}

/**
 * Catches any render error below it, including a page chunk that failed to load (React.lazy
 * throws the failed import), and shows the crash fallback screen
 * (docs/product/site-and-pages.md#crash-screen).
 */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failedAt: undefined };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown render error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    // Remember where it failed; moving elsewhere (browser back) tries rendering again.
    if (state.error && state.failedAt === undefined) return { failedAt: props.resetKey };
    if (state.error && props.resetKey !== state.failedAt) {
      return { error: null, failedAt: undefined };
    }
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override render(): ReactNode {
    return this.state.error ? <CrashScreen /> : this.props.children;
  }
}
