// The one place the UI takes the rules engine from (everything else receives it as a value).

export { samuraiBattles } from '../../games/samurai-battles/index';
export { eventsFor } from '../../games/samurai-battles/view';
