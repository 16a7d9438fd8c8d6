import { Component, type ErrorInfo, type ReactNode } from "react";
import { BareErrorPage } from "./bare-error-page";

interface State {
  error: unknown;
}

/** The last line of defence, around everything the router does not cover (providers, the router itself). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn("Unhandled error in the admin console", error, info.componentStack);
  }

  override render() {
    return this.state.error ? <BareErrorPage error={this.state.error} /> : this.props.children;
  }
}
