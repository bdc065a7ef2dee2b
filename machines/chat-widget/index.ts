export * from './chat-widget.machine';
export * from './chat-widget.selectors';
export * from './chat-widget.types';
export * from './chat-widget.before-start';
