// A province's card, opened by holding the province on the map: its owner, region, tax, rice,
// building sites, armies, buildings and unrest. A sheet closed by one tap (Close, backdrop, Escape).

import { type JSX, Show } from 'solid-js';
import { regionOf } from '../../../games/shogun/board';
import { PROVINCES, type ProvinceId } from '../../../games/shogun/data/provinces';
import type { Seat, ShogunView } from '../../../games/shogun/index';
import { type SeatLook, seatLabel } from '../../table/seat-look';
import { chestsText, type ShogunKey, st } from '../i18n';
import { sp } from '../play-i18n';
import { SeatChip } from '../SeatChip';
import { Sheet } from '../Sheet';
import { RegionSwatch } from './regions';

export function ProvinceCard(props: {
  id: ProvinceId;
  view: ShogunView;
  looks: Record<Seat, SeatLook>;
  onClose: () => void;
}): JSX.Element {
  const p = () => props.view.provinces[props.id];
  const facts = () => PROVINCES[props.id];
  const region = () => regionOf(props.view.side, props.id);
  return (
    <Sheet
      name="province-card"
      heading={
        <>
          <Show when={p()?.owner}>{(o) => <SeatChip look={props.looks[o()]} />}</Show> {props.id}
        </>
      }
      closeLabel={sp('card.close')}
      class="province-card"
      onClose={props.onClose}
    >
      <ul class="province-card-facts">
        <li>
          <RegionSwatch region={region()} /> {st(`shogun.region.${region()}` as ShogunKey)}
        </li>
        <Show when={p()} fallback={<li>{st('shogun.province.out')}</li>}>
          {(prov) => (
            <>
              <li>
                {prov().owner
                  ? sp('card.owner', { owner: seatLabel(props.looks[prov().owner!]) })
                  : sp('card.neutral')}
              </li>
              <li>{sp('card.armies', { n: prov().armies })}</li>
              <li>
                {prov().buildings.length > 0
                  ? sp('card.buildings', {
                      list: prov()
                        .buildings.map((b) => st(`shogun.building.${b}`))
                        .join(', '),
                    })
                  : sp('card.noBuildings')}
              </li>
              <li>{prov().unrest > 0 ? sp('card.unrest', { n: prov().unrest }) : sp('card.calm')}</li>
            </>
          )}
        </Show>
        <li>{sp('card.tax', { chests: chestsText(facts().tax) })}</li>
        <li>{sp('card.rice', { n: facts().rice })}</li>
        <li>{sp('card.sites', { n: facts().sites })}</li>
      </ul>
    </Sheet>
  );
}
