// The game on one of two phones: "joining" until the host has sent the game, then the ordinary
// game screen (through the NetClient adapter) under the connection banner, and the victory screen
// at the end. The screen follows the game the host plays: a battle, or (later) the companion.

import { Match as Case, createResource, type JSX, lazy, onCleanup, Show, Switch } from 'solid-js';
import type { Side } from '../../games/samurai-battles/types';
import type { GameScreen } from '../game/GameScreen';
import type { Match } from '../game/match';
import { scenarioTitle } from '../scenario-text';
import { loadScenarioIndex } from '../scenarios';
import type { Victory } from '../screens/Victory';
import { ConnectionBanner } from './ConnectionBanner';
import { nt } from './i18n';
import { createNetMatch } from './netMatch';
import { kindOf, type NetPlay } from './play';
import { fromReadable } from './readable';
import { noticeText, statusText } from './words';
import './net.css';

// Companion mode over two phones: its own chunk, loaded only when the host plays a companion game.
const CompanionNetScreen = lazy(() =>
  import('../companion/CompanionNetScreen').then((m) => ({ default: m.CompanionNetScreen })),
);

// Shogun on a table of phones: its own chunk with the Shogun board, loaded only for a Shogun game.
const ShogunNetScreen = lazy(() =>
  import('./shogun/ShogunNetScreen').then((m) => ({ default: m.ShogunNetScreen })),
);

// The companion for the physical Shogun on a table of phones: its own chunk, as on one device.
const ShogunCompanionNetScreen = lazy(() =>
  import('../shogun-companion/ShogunCompanionNetScreen').then((m) => ({
    default: m.ShogunCompanionNetScreen,
  })),
);

/**
 * The app's own game and victory screens, handed in by the app (which has them in its first
 * JavaScript already), so this screen's chunk does not split them out of the first load.
 */
export interface GameScreens {
  GameScreen: typeof GameScreen;
  Victory: typeof Victory;
}

export function NetGameScreen(props: {
  play: NetPlay;
  screens: GameScreens;
  /** Leaves the game on this phone (Menu, Cancel, Home). */
  onLeave: () => void;
  /** Cancel while still joining by a room code: back to the Join screen to type it again (else onLeave). */
  onCancelJoin?: () => void;
  /** Host: back to the room code and QR code. */
  onShowRoom?: () => void;
  /** After the battle: start another two-phone game. */
  onNew: () => void;
  /** At the end of a hosted game of Shogun: host another one (the host's phone only). */
  onNewShogun?: () => void;
  /** Opens the saves list (a host whose save failed reopens the game there). */
  onSaves?: () => void;
}): JSX.Element {
  const play = props.play;
  const { GameScreen: Game, Victory: Won } = props.screens;
  const view = fromReadable(play.client.view);
  const seat = fromReadable(play.client.seat);
  const status = fromReadable(play.client.status);
  const notice = fromReadable(play.client.notice);
  // The guest learns the game last (after its seat and view), so it routes once all three are here.
  const game = fromReadable(play.game);
  const ready = () => view() !== null && seat() !== null && game() !== null;
  const kind = () => (ready() ? kindOf(game()) : null);
  /** The battle's view (null in a companion game). */
  const battleView = () => (kind() === 'samurai-battles' && play.battle() ? play.battle()?.view.get() : null);
  // The view names the battle by id; its title (in the current language) comes from the shipped index.
  const [index] = createResource(loadScenarioIndex);
  const battle = (id: string): string | undefined => {
    const entry = index()?.find((e) => e.id === id);
    return entry ? scenarioTitle(id, entry.title) : undefined;
  };
  const players = (): Record<Side, string> => ({
    top: seat() === 'top' ? nt('net.you') : '',
    bottom: seat() === 'bottom' ? nt('net.you') : '',
  });

  let match: Match | null = null;
  /** Made once, when the first view is there (the host's welcome on a guest). */
  const matchOf = (): Match => {
    const client = play.battle();
    if (!client) throw new Error('This two-phone game is not a battle.');
    match ??= createNetMatch(client, { players: players() });
    return match;
  };
  onCleanup(() => match?.dispose());

  return (
    <Switch>
      <Case when={!ready()}>
        <main class="screen net-joining">
          <header class="screen-head">
            <button type="button" class="link-button" onClick={() => (props.onCancelJoin ?? props.onLeave)()}>
              {nt('net.cancel')}
            </button>
            <h1>{nt('net.joining', { code: play.code ?? '' })}</h1>
          </header>
          <p class="net-status" role="status" aria-label={nt('net.banner')} data-status={status()}>
            {statusText(status())}
          </p>
          <Show when={notice()}>{(n) => <p class="notice">{noticeText(n())}</p>}</Show>
          <Show when={play.reconnect && status() !== 'refused' && status() !== 'closed'}>
            <button type="button" class="menu-button" onClick={() => play.reconnect?.()}>
              {nt('net.retry')}
            </button>
          </Show>
        </main>
      </Case>
      <Case when={kind() === 'companion' ? play.companion() : null}>
        {(client) => (
          <div class="net-game">
            {/* The room code (or QR pairing) stays one tap away, as in a battle. */}
            <ConnectionBanner play={play} onShowRoom={props.onShowRoom} />
            <CompanionNetScreen client={client()} onLeave={props.onLeave} />
          </div>
        )}
      </Case>
      <Case when={kind() === 'shogun' ? play.shogun() : null}>
        {(client) => (
          <ShogunNetScreen
            play={play}
            client={client()}
            onShowRoom={props.onShowRoom}
            onLeave={props.onLeave}
            onNew={props.onNewShogun}
          />
        )}
      </Case>
      <Case when={kind() === 'shogun-companion' ? play.shogunCompanion() : null}>
        {(client) => (
          <ShogunCompanionNetScreen
            play={play}
            client={client()}
            onLeave={props.onLeave}
            onShowRoom={props.onShowRoom}
          />
        )}
      </Case>
      <Case when={view() && battleView()?.winner != null ? battleView() : null}>
        {(v) => (
          <Won
            view={v()}
            {...(battle(v().scenarioId) ? { battle: battle(v().scenarioId) } : {})}
            players={players()}
            onNew={props.onNew}
            onHome={props.onLeave}
          />
        )}
      </Case>
      <Case when={kind() === 'samurai-battles'}>
        <div class="net-game">
          <ConnectionBanner play={play} onShowRoom={props.onShowRoom} />
          <Game match={matchOf()} onLeave={props.onLeave} onSaves={props.onSaves} />
        </div>
      </Case>
    </Switch>
  );
}
