/** Set by vite.config.ts from @counsel/zoom-meeting-sdk: where the SDK is served and its Client View script. */
declare const __ZOOM_SDK_BASE__: string;
declare const __ZOOM_SDK_SCRIPT__: string;
