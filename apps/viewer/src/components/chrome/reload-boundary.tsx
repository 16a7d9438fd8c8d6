import { Component, type ReactNode } from "react";

interface ReloadBoundaryProps {
  title: string;
  action: string;
  children: ReactNode;
}

/** Any failure below (a chunk that will not load, a crash) asks for a reload instead of a blank page. */
export class ReloadBoundary extends Component<ReloadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="mk-reload" role="alert">
        <p>{this.props.title}</p>
        <button type="button" onClick={() => location.reload()}>
          {this.props.action}
        </button>
      </div>
    );
  }
}
