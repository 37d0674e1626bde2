// Campaigns under way (issue 23), kept beside the saves in IndexedDB (database version 5). The
// store knows no campaign format: it keeps the progress object it is given, and the campaign
// screens check what they read back (a damaged row is reported there, never dropped here).

import { type CampaignRow, openDb } from './db';
import { fromIdbError, SaveError } from './errors';

export type { CampaignRow };

/** Every stored campaign, the one played last first. */
export async function listCampaigns(): Promise<CampaignRow[]> {
  try {
    const rows = await (await openDb()).getAll('campaigns');
    return rows.sort((a, b) => b.updated - a.updated);
  } catch (e) {
    throw fromIdbError(e, 'read your campaigns');
  }
}

export async function getCampaign(id: string): Promise<CampaignRow> {
  let row: CampaignRow | undefined;
  try {
    row = await (await openDb()).get('campaigns', id);
  } catch (e) {
    throw fromIdbError(e, 'read the campaign');
  }
  if (!row) throw new SaveError('not-found', 'This campaign is no longer on this device.');
  return row;
}

/** Writes a campaign's progress under its id. */
export async function putCampaign(id: string, progress: unknown): Promise<CampaignRow> {
  const row: CampaignRow = { id, updated: Date.now(), progress };
  try {
    await (await openDb()).put('campaigns', row);
    return row;
  } catch (e) {
    throw fromIdbError(e, 'save the campaign');
  }
}

export async function deleteCampaign(id: string): Promise<void> {
  try {
    await (await openDb()).delete('campaigns', id);
  } catch (e) {
    throw fromIdbError(e, 'delete the campaign');
  }
}
