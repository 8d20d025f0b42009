/** The brand colour: the favicon, the theme-color meta tag and the installed app's title bar. */
export const THEME_COLOR = '#4f46e5';

/** The installed app's manifest (served as /manifest.webmanifest, linked from index.html by the plugin). */
export const WEB_APP_MANIFEST = {
  id: '/',
  name: 'Learnstack',
  short_name: 'Learnstack',
  description: 'Turn YouTube videos into structured learning plans: organise videos, track your progress and streaks, and discover what to learn next.',
  start_url: '/',
  scope: '/',
  display: 'standalone' as const,
  orientation: 'any' as const,
  background_color: '#ffffff',
  theme_color: THEME_COLOR,
  categories: ['education', 'productivity'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
