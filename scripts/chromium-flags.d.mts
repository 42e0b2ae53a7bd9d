export declare const CHROMIUM_FLAGS: string[];
