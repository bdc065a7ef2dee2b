import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { tabsListVariants, tabsTriggerVariants, type TabsListVariantProps } from './tabs.variants';

export type TabsProps = ComponentProps<typeof TabsPrimitive.Root>;

/** Tab set (e.g. "Local eSIMs / Regional eSIMs"); arrow keys move between tabs (Radix roving focus). */
export function Tabs({ className, ...rest }: TabsProps) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn('flex flex-col gap-4', className)} {...rest} />;
}

export interface TabsListProps extends ComponentProps<typeof TabsPrimitive.List>, TabsListVariantProps {}

export function TabsList({ className, width, ...rest }: TabsListProps) {
  return <TabsPrimitive.List data-slot="tabs-list" className={cn(tabsListVariants({ width }), className)} {...rest} />;
}

export type TabsTriggerProps = ComponentProps<typeof TabsPrimitive.Trigger>;

export function TabsTrigger({ className, ...rest }: TabsTriggerProps) {
  return <TabsPrimitive.Trigger data-slot="tabs-trigger" className={cn(tabsTriggerVariants(), className)} {...rest} />;
}

export type TabsContentProps = ComponentProps<typeof TabsPrimitive.Content>;

export function TabsContent({ className, ...rest }: TabsContentProps) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn('rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring', className)}
      {...rest}
    />
  );
}
