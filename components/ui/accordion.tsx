'use client';

import * as AccordionPrimitive from '@radix-ui/react-accordion';
import type { ComponentProps } from 'react';
import { Svg, chevronDownIcon } from '@/components/ui/icon';

export const Accordion = AccordionPrimitive.Root;

export function AccordionItem({
  className,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item
      className={`rounded-2xl border border-slate-200 bg-white shadow-sm ${className ?? ''}`}
      {...props}
    />
  );
}

export function AccordionTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Trigger>) {
  return (
    <AccordionPrimitive.Header>
      <AccordionPrimitive.Trigger
        className={`accordion-trigger group ${className ?? ''}`}
        {...props}
      >
        {children}
        <Svg
          icon={chevronDownIcon}
          className="size-5 shrink-0 text-slate-500 transition-transform duration-200 group-data-[state=open]:rotate-180 [@media(scripting:none)]:hidden"
        />
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({
  className,
  children,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content
      className="accordion-content overflow-hidden text-slate-700"
      {...props}
    >
      <div className={`px-5 pb-5 leading-relaxed ${className ?? ''}`}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
