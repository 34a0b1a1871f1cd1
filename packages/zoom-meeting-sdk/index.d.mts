export declare const ZOOM_SDK_VERSION: string;
export declare const zoomSdkDistDir: string;
export declare const ZOOM_SDK_SCRIPT: string;
export declare const ZOOM_SDK_ENTRIES: string[];
export declare const ZOOM_SDK_BASE_PATH: string;
export declare function assertZoomSdkInstalled(): void;
export { CROSS_ORIGIN_ISOLATION_HEADERS, isCrossOriginIsolatedPath } from './isolation.mjs';
