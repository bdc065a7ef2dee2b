export * from './registration-form';
export * from './registration-sent';
