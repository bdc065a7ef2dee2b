export * from './contact-options';
export * from './contact-options.variants';
