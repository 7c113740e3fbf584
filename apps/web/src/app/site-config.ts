import { LANGUAGES, type Language } from '@academy/contract/languages';

/**
 * Deployment settings of the shell, from the build environment with sensible defaults.
 * Live chat stays off unless a script is configured for the language.
 */
const env = import.meta.env;

export const siteConfig = {
  email: env.VITE_CONTACT_EMAIL ?? 'info@academia-estetica.md',
  spanishContact: {
    phone: env.VITE_ES_PHONE ?? '+34 911 234 567',
    address: env.VITE_ES_ADDRESS ?? 'Calle de Alcalá 45, 28014 Madrid',
  },
  socials: [
    { id: 'instagram', href: env.VITE_INSTAGRAM_URL ?? 'https://www.instagram.com/' },
    { id: 'facebook', href: env.VITE_FACEBOOK_URL ?? 'https://www.facebook.com/' },
    { id: 'youtube', href: env.VITE_YOUTUBE_URL ?? 'https://www.youtube.com/' },
    { id: 'telegram', href: env.VITE_TELEGRAM_URL ?? 'https://t.me/' },
  ] as const,
  /** VITE_LIVE_CHAT_RO … VITE_LIVE_CHAT_ES: the chat script per language; none by default. */
  liveChatScripts: Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      env[`VITE_LIVE_CHAT_${lang.toUpperCase()}`] as string | undefined,
    ]).filter(([, url]) => url),
  ) as Partial<Record<Language, string>>,
};
