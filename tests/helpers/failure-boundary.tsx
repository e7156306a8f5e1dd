import { Component, type ReactNode } from 'react'

/** An error boundary for tests: it shows "failed: <message>" in place of a child that threw. */
export class FailureBoundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null }
  static getDerivedStateFromError(error: Error) {
    return { error: error.message }
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error}</p> : this.props.children
  }
}
