export * from './login-form';
