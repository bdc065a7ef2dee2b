export function perCore(max: number): number;
export function twoPerCore(max: number): number;
