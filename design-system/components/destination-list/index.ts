export * from './destination-list';
