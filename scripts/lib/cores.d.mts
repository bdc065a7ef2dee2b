export function perCore(max: number): number;
