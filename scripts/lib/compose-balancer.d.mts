export declare const COMPOSE_BALANCER_FILE: string;
export declare function composeBalancerFile(): string;
