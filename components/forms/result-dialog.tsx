'use client';

import { Component, lazy, Suspense, type ReactNode } from 'react';
import { FormNotice } from '@/components/forms/form-notice';
import type { Notice, ResultDialogProps } from '@/components/forms/notices';
import { Button } from '@/components/ui/button';

const loadBody = () => import('@/components/forms/result-dialog-body');
const ResultDialogBody = lazy(() =>
  loadBody().then((module) => ({ default: module.ResultDialogBody })),
);

/** Fetches the dialog's code ahead of need: when a visitor starts on a form. */
export function preloadResultDialog(): void {
  loadBody().catch(() => {});
}

/** If the dialog's code cannot be fetched, the outcome is told inside the form instead. */
class InlineFallback extends Component<
  { notice: Notice; onClosed: () => void; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="space-y-2 @lg:col-span-2">
        <FormNotice notice={this.props.notice} />
        <Button onClick={this.props.onClosed}>OK</Button>
      </div>
    );
  }
}

/**
 * The outcome of a submission made with JavaScript, in a dialog. Its code (Radix) is fetched
 * when a visitor starts on a form, not with every page.
 */
export function ResultDialog({ notice, onClosed, returnFocusTo }: ResultDialogProps) {
  if (!notice) return null;
  return (
    <InlineFallback notice={notice} onClosed={onClosed}>
      <Suspense>
        <ResultDialogBody notice={notice} onClosed={onClosed} returnFocusTo={returnFocusTo} />
      </Suspense>
    </InlineFallback>
  );
}
