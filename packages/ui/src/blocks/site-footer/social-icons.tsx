import type { ReactNode } from 'react';

export type SocialId = 'instagram' | 'facebook' | 'youtube' | 'telegram' | 'tiktok';

export interface SocialLink {
  id: SocialId;
  href: string;
}

/** Network names: the links' labels (brand names, the same in every language). */
export const SOCIAL_NAMES: Record<SocialId, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  telegram: 'Telegram',
  tiktok: 'TikTok',
};

/** Simple line icons drawn for the footer (lucide-react ships no brand icons). */
const ICONS: Record<SocialId, ReactNode> = {
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.8" fill="currentColor" />
    </>
  ),
  facebook: <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v7h4v-7h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5Z" />,
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="m10.5 9.5 4 2.5-4 2.5z" fill="currentColor" />
    </>
  ),
  telegram: (
    <>
      <path d="M21 4 3 11l6 2.2L17 8l-6 6.5 6.5 5L21 4Z" />
      <path d="M9 13.2V19l3-3" />
    </>
  ),
  tiktok: (
    <path d="M15.5 3c.4 2.5 2 4 4.5 4.3v3.1a7.6 7.6 0 0 1-4.5-1.4v5.6a5.6 5.6 0 1 1-5.6-5.6v3.1a2.5 2.5 0 1 0 2.5 2.5V3h3.1Z" />
  ),
};

export function SocialIcon({ id }: { id: SocialId }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className="size-5"
    >
      {ICONS[id]}
    </svg>
  );
}
