export * from './facet-list';
