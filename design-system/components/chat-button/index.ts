export * from './chat-button';
export * from './chat-button.variants';
