import { describe, expect, it } from 'vitest';
import { badgeTallyOf } from '../../../../src/client/features/dashboard/badge-tally';
import { badgesWithDevice } from '../../../../src/client/features/device-collection/badges-with-device';
import type { DashboardBasic } from '../../../../src/shared/api/dashboard';
import { evaluateBadges } from '../../../../src/shared/collecting/badges';
import { catalogue, day, records, visitOn } from '../../shared/collecting/catalogue-fixture';

const NO_ONE = { followers: 0, likesReceived: 0, commentsWritten: 0 };

/** The dashboard's own figures as the server last gave them: nothing earned yet. */
const basic = { badges_earned: 0, badges_total: 98 } as DashboardBasic;

describe("the dashboard's badge tally counts as /badges shows", () => {
  const [first] = records;
  if (!first) throw new Error('the catalogue fixture is empty');
  const device = evaluateBadges([visitOn(first.id_no, day(0))], catalogue, NO_ONE);
  const earnedOnDevice = device.filter((badge) => badge.outcome.earned).length;

  it('with no stored copy of the badges, the device evaluation /badges shows, not the older figures', () => {
    expect(earnedOnDevice).toBeGreaterThan(0);
    expect(badgeTallyOf(badgesWithDevice(undefined, device), basic)).toEqual({
      earned: earnedOnDevice,
      total: device.length,
    });
  });

  it("with the server's copy, its badges plus those the device's waiting visits earn", () => {
    const server = badgesWithDevice(undefined, evaluateBadges([], catalogue, NO_ONE))?.map(
      ({ waiting: _, ...badge }) => badge,
    );
    const shown = badgesWithDevice(server, device);
    expect(shown?.filter((badge) => badge.waiting)).toHaveLength(earnedOnDevice);
    expect(badgeTallyOf(shown, basic)).toEqual({ earned: earnedOnDevice, total: device.length });
  });

  it("with neither, the dashboard's own figures; with nothing at all, no tally", () => {
    expect(badgeTallyOf(badgesWithDevice(undefined, undefined), basic)).toEqual({
      earned: 0,
      total: 98,
    });
    expect(badgeTallyOf(undefined, undefined)).toBeNull();
  });
});
