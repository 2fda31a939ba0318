import { Component, type ReactNode } from 'react';
import { CrashFallback } from './crash-fallback.tsx';

/**
 * Anything that throws while rendering below it (a page's code that failed to load included)
 * answers with the crash fallback instead of a blank screen. React reports the error itself
 * (console.error in the browser), as it did for the router's error elements.
 */
export class CrashBoundary extends Component<{ children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  override render() {
    return this.state.crashed ? <CrashFallback /> : this.props.children;
  }
}
