export { SidePanel, type SidePanelProps } from './side-panel';
export { sidePanelContentVariants, type SidePanelContentVariantProps } from './side-panel.variants';
