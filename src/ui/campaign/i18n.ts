// The campaigns' own messages, in the pattern of src/ui/i18n (flat keys, {{ name }} placeholders);
// the names of units, dice faces, hexes and rule sets stay in the app's catalogue.

import { type Args, defineCatalogue } from '../i18n/catalogue';

export const campaignEn = {
  'list.title': 'Campaigns',
  'list.intro':
    'Linked battles of the GMT scenario book, played one after another with a running score. Each battle is played on one of our battlefields, or on one of My battles drawn from its notes.',
  'list.books': 'Campaigns of the book',
  'list.battles': 'GMT battles {{ first }} to {{ last }}',
  'list.carryNone': 'Only the score carries over from one battle to the next.',
  'list.carryLosses': 'Losses carry over from the first battle to the second.',
  'list.begin': 'Begin',
  'list.beginLabel': 'Begin the campaign {{ name }}',
  'list.mine': 'Your campaigns',
  'list.none': 'No campaign begun yet.',
  'list.progress': 'Battle {{ n }} of {{ total }}',
  'list.over': 'Over',
  'list.open': 'Open',
  'list.openLabel': 'Open the campaign {{ name }}',
  'list.delete': 'Delete',
  'list.deleteLabel': 'Delete the campaign {{ name }}',
  'list.confirmDelete': 'Delete the campaign {{ name }}? Its games stay in Saved games.',
  'list.broken': 'A campaign record is damaged and cannot be opened.',
  'name.kawanakajima': 'Fourth Kawanakajima, 1561',
  'name.konodai': 'Second Konodai, 1564',
  'name.nagashino': 'Nagashino, 1575',
  'name.sekigahara': 'Sekigahara, 1600',
  'name.domyoji': 'Domyoji, 1615',
  'page.edition': 'Rules: {{ edition }}',
  'page.loading': 'Opening the campaign…',
  'page.broken': 'This campaign cannot be opened: {{ detail }}',
  'score.title': 'Running score',
  'score.army': 'Army',
  'score.banners': 'Victory Banners',
  'score.wins': 'Battles won',
  'score.rule':
    'The score adds up the Victory Banners each army gained. When the last battle is over, more banners win the campaign; then more battles won.',
  'score.winner': '{{ army }} wins the campaign.',
  'score.draw': 'The campaign ends in a draw.',
  'battles.title': 'Battles',
  'battle.name': 'Battle {{ n }}: {{ title }}',
  'battle.won': '{{ army }} won. Banners: {{ topArmy }} {{ top }}, {{ bottomArmy }} {{ bottom }}.',
  'battle.field': 'On the battlefield: {{ title }}',
  'battle.underway': 'Under way.',
  'battle.next': 'Next to play.',
  'battle.later': 'To come.',
  'battle.carryNone': 'Carries over: the score only.',
  'battle.carryLosses':
    'Carries over from battle {{ n }}: lost blocks, units pushed back and lost Honor & Fortune tokens, by a roll of one die per banner each army gained there.',
  'next.title': 'Next: battle {{ n }}',
  'map.legend': 'Battlefield for battle {{ n }}',
  'map.ours': 'Ours: {{ title }}',
  'map.mine': 'From My battles: {{ title }}',
  'map.none':
    'Battle {{ n }} has no battlefield yet: there is none of ours, and none of My battles was drawn from its notes.',
  'map.make': 'Draw its battlefield in the editor',
  'map.makeNote': 'Save it in My battles, then come back to this campaign.',
  'map.loading': 'Looking for battlefields…',
  'page.start': 'Start battle {{ n }}',
  'page.resume': 'Go on with battle {{ n }}',
  'page.starting': 'Starting…',
  'page.failed': 'That did not work: {{ detail }}',
  'losses.title': 'Losses carried from battle {{ n }}',
  'losses.order':
    'The winner of the battle before rolls first, then the loser, each one die per banner gained. Each roll is chosen by the army that rolled it.',
  'losses.rolled': '{{ army }} rolled',
  'losses.noDice': '{{ army }} gained no banners: no dice.',
  'losses.blocks': 'Units of {{ army }} that lose one block (choose {{ count }})',
  'losses.pushes': 'Units of {{ army }} pushed one hex back (choose {{ count }})',
  'losses.unit': '{{ unit }} at {{ hex }}, {{ blocks }}',
  'losses.unitLeader': '{{ unit }} with a leader at {{ hex }}, {{ blocks }}',
  'losses.rule':
    'Circles, triangles and squares take a block from a unit without a leader; swords may take one from any unit. No unit loses more than one block, and none loses its last.',
  'losses.honor.one': '{{ army }} starts with 1 Honor & Fortune token less.',
  'losses.honor.other': '{{ army }} starts with {{ count }} Honor & Fortune tokens less.',
  'losses.nothing': 'This roll changes nothing on the battlefield.',
  'problem.blocks': 'Choose the units that lose a block: {{ need }} needed, {{ chosen }} chosen.',
  'problem.leaders': 'At most {{ swords }} of them may have a leader: one per sword rolled.',
  'problem.pushes': 'Choose the units to push back: {{ need }} needed, {{ chosen }} chosen.',
  'problem.target': 'One of the units chosen cannot be chosen for this.',
} as const;

export type CampaignKey = keyof typeof campaignEn;

const campaign = defineCatalogue(campaignEn, {
  it: () => import('./i18n.it').then((m) => m.campaignIt),
  ru: () => import('./i18n.ru').then((m) => m.campaignRu),
});

export function ct(key: CampaignKey, args?: Args): string {
  return campaign.t(key, args);
}

/** A counted message: `key.one`, `key.few` … by the language's plural rules, then `key.other`. */
export function ctn(key: 'losses.honor', count: number, args?: Args): string {
  return campaign.tn(key, count, args);
}
