export declare const CROSS_ORIGIN_ISOLATION_HEADERS: Readonly<Record<string, string>>;
export declare function isCrossOriginIsolatedPath(pathname: string): boolean;
