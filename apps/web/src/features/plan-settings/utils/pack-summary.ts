import { CONSUMABLE_CAPABILITIES, planQuantityNoun, type TAdminPack } from '@inkwell/contract';
import { formatCount } from '@/lib/format-price';

const SHOWN = 3;

/** The first few things a pack gives, in words: "10,000 AI chat tokens · 50 AI images · +4 more". */
export function packSummary(pack: TAdminPack): string {
  const given = CONSUMABLE_CAPABILITIES.filter((capability) => pack.quantities[capability] > 0);
  const shown = given
    .slice(0, SHOWN)
    .map((capability) => {
      const count = pack.quantities[capability];
      return `${formatCount(count)} ${planQuantityNoun(capability, count)}`;
    })
    .join(' · ');
  const more = given.length - SHOWN;
  if (given.length === 0) return 'Per-request limits only';
  return more > 0 ? `${shown} · +${more} more` : shown;
}
