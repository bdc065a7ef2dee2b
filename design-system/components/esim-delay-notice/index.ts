export * from './esim-delay-notice';
