/** A Chromium's environment: its device has Noto Sans Bengali installed, or no Bengali font. */
export declare function deviceFontsEnv(
  bengali: 'installed' | 'none',
): Promise<{ FONTCONFIG_FILE: string }>;
