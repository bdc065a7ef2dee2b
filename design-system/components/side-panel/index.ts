export * from './side-panel';
export * from './side-panel.variants';
