// The installed app's colours (manifest and <meta name="theme-color">), matching globals.css:
// the brand teal of the app icon as the light theme colour, the dark theme's background in dark.
export const THEME_COLOR = { light: "#0f5e63", dark: "#0b1418" } as const;
export const BACKGROUND_COLOR = { light: "#fafcfc", dark: "#0b1418" } as const;
