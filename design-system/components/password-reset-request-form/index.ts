export * from './password-reset-request-form';
