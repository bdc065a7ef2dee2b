import * as AccordionPrimitive from '@radix-ui/react-accordion';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { ChevronDownIcon } from '../../lib/icons';
import { accordionItemVariants, accordionTriggerClassName, accordionVariants, type AccordionVariantProps } from './accordion.variants';

/** One question of an FAQ, already translated. */
export interface AccordionItemData {
  /** Stable id: it is the value of `value` / `onValueChange` (e.g. the FAQ entry's slug). */
  id: string;
  question: string;
  answer: ReactNode;
}

export interface AccordionProps extends Omit<ComponentProps<'div'>, 'children' | 'defaultValue' | 'dir'>, AccordionVariantProps {
  items: readonly AccordionItemData[];
  /** Ids of the open items (controlled). */
  value?: string[];
  /** Ids open at first (uncontrolled). */
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
  /** Level of the question headings in the page outline: 3 under the page's h2 sections, 2 right under the h1. */
  headingLevel?: 2 | 3;
  /** Shown, as a paragraph, when there is no item (e.g. "No question in this category yet"); without it nothing renders. */
  emptyText?: string;
}

/**
 * FAQ accordion (Radix Accordion, `type="multiple"`: any number of answers open
 * at once, each closable). Every question is a heading holding a button, so
 * heading navigation lists the questions and the button says whether its
 * answer is shown (`aria-expanded`); each answer is a region named by its
 * question. Up / Down / Home / End move between questions (Radix).
 */
export function Accordion({
  items,
  value,
  defaultValue,
  onValueChange,
  headingLevel = 3,
  emptyText,
  appearance,
  className,
  ...rest
}: AccordionProps) {
  if (items.length === 0) {
    return emptyText === undefined ? null : (
      <p data-slot="accordion-empty" className={cn('text-muted-foreground', className)}>
        {emptyText}
      </p>
    );
  }
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <AccordionPrimitive.Root
      type="multiple"
      data-slot="accordion"
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      className={cn(accordionVariants({ appearance }), className)}
      {...rest}
    >
      {items.map((item) => (
        <AccordionPrimitive.Item key={item.id} value={item.id} data-slot="accordion-item" className={accordionItemVariants({ appearance })}>
          <AccordionPrimitive.Header asChild>
            <Heading data-slot="accordion-heading" className="flex">
              <AccordionPrimitive.Trigger data-slot="accordion-trigger" className={accordionTriggerClassName}>
                <span className="min-w-0 [overflow-wrap:anywhere]">{item.question}</span>
                <ChevronDownIcon className="text-muted-foreground transition-transform duration-(--motion-duration-base)" />
              </AccordionPrimitive.Trigger>
            </Heading>
          </AccordionPrimitive.Header>
          <AccordionPrimitive.Content
            data-slot="accordion-content"
            className="px-4 pb-4 text-base leading-relaxed text-foreground [overflow-wrap:anywhere]"
          >
            {item.answer}
          </AccordionPrimitive.Content>
        </AccordionPrimitive.Item>
      ))}
    </AccordionPrimitive.Root>
  );
}
