export { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';
export type { TabsContentProps, TabsListProps, TabsProps, TabsTriggerProps } from './tabs';
export { tabsListVariants, tabsTriggerVariants, type TabsListVariantProps } from './tabs.variants';
