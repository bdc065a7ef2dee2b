export * from './challenge-simulator';
export * from './challenge-simulator.variants';
