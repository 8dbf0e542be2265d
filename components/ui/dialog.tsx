'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

type ContentProps = Omit<ComponentProps<typeof RadixDialog.Content>, 'title'> & {
  title: ReactNode;
  /** Read out with the title when the dialog opens. */
  description?: ReactNode;
  /** Shown left of the title, e.g. a status icon. */
  icon?: ReactNode;
  /** Pinned to the bottom edge, outside the scrolling body (the auto-close timer). */
  footer?: ReactNode;
  /** A short message: the body follows the heading without a divider. */
  compact?: boolean;
  /** Where focus goes on closing, for a dialog opened without a Radix trigger. */
  returnFocusTo?: () => HTMLElement | null | undefined;
  /**
   * Open but not shown: a dialog that gave way to the one it opened (an order's, to its
   * success), closed when that one closes.
   */
  concealed?: boolean;
};

/**
 * A centred modal: Radix traps focus inside, closes on Escape and returns focus to its trigger.
 * The body scrolls on short screens so the close button never leaves the viewport.
 */
export function DialogContent({
  title,
  description,
  icon,
  footer,
  compact = false,
  returnFocusTo,
  concealed = false,
  children,
  className,
  ...props
}: ContentProps) {
  const hidden = concealed ? 'invisible' : '';
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay
        className={`fixed inset-0 z-50 bg-slate-950/60 transition-opacity duration-200 starting:opacity-0 ${hidden}`}
      />
      <RadixDialog.Content
        className={`fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-[560px] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-2xl transition-[opacity,scale] duration-200 ease-out focus:outline-none starting:scale-95 starting:opacity-0 ${hidden} ${className ?? ''}`}
        {...(description ? {} : { 'aria-describedby': undefined })}
        onCloseAutoFocus={
          returnFocusTo &&
          ((event) => {
            event.preventDefault();
            returnFocusTo()?.focus();
          })
        }
        {...props}
      >
        <div
          className={`flex items-start gap-3 px-5 pt-4 sm:px-6 ${compact ? 'pb-2' : 'border-b border-slate-200 pb-4'}`}
        >
          {icon}
          <div className="min-w-0 flex-1">
            <RadixDialog.Title className="text-lg font-semibold text-slate-900 sm:text-xl">
              {title}
            </RadixDialog.Title>
            {description && (
              <RadixDialog.Description className="mt-1 text-base text-slate-700">
                {description}
              </RadixDialog.Description>
            )}
          </div>
          <RadixDialog.Close
            aria-label="Close"
            className="-mt-1 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-600"
          >
            <X aria-hidden="true" className="size-5" />
          </RadixDialog.Close>
        </div>
        {children && (
          <div className={`overflow-y-auto px-5 pb-5 sm:px-6 ${compact ? 'pt-2' : 'pt-5'}`}>
            {children}
          </div>
        )}
        {footer}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
