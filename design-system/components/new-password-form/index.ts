export * from './new-password-form';
