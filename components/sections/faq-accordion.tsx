'use client';

import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/accordion';

/** The questions, one answer open at a time; without JavaScript, every answer shown. */
export function FaqAccordion({
  faqs,
  className,
}: {
  faqs: readonly { question: string; answer: string }[];
  className?: string;
}) {
  return (
    <Accordion type="single" collapsible className={className}>
      {faqs.map((faq, index) => (
        <AccordionItem key={faq.question} value={`faq-${index}`}>
          <AccordionTrigger>{faq.question}</AccordionTrigger>
          <AccordionContent>{faq.answer}</AccordionContent>
          {/* Radix renders a closed answer not at all, and without JavaScript none can open. */}
          <noscript>
            <p className="px-5 pb-5 leading-relaxed text-slate-700">{faq.answer}</p>
          </noscript>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
