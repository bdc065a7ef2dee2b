import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';

import { expectBusyButton } from '../../stories/button-story-helpers';
import { widthDecorator } from '../../stories/decorators';
import { preventNavigation } from '../../stories/prevent-navigation';
import { ANY, storyText, textPattern } from '../../stories/story-text';
import { EsimUsage, type EsimUsageFigures } from './esim-usage';
import { formatUsageDate } from './esim-usage.format';
import { esimUsageMessages } from './esim-usage.messages';
import {
  activeEarly,
  activeNearlyEmpty,
  buyAgainHref,
  checkedAt,
  dayPassNearlyEmpty,
  exhausted,
  exhaustedShortCount,
  expired,
  expiredShortCount,
  iccid,
  largePlan,
  notInstalled,
} from './esim-usage.story-data';

const en = storyText(esimUsageMessages);
const de = storyText(esimUsageMessages, 'de');
const ja = storyText(esimUsageMessages, 'ja');

/** The data bar and the days bar, by their visible labels. */
function bars(canvas: { getByRole: (role: 'progressbar', options: { name: string }) => HTMLElement }, labels = en) {
  return {
    data: canvas.getByRole('progressbar', { name: labels('data') }),
    days: canvas.getByRole('progressbar', { name: labels('validity') }),
  };
}

async function expectBar(bar: HTMLElement, now: number, max: number, valueText: string) {
  await expect(bar).toHaveAttribute('aria-valuemin', '0');
  await expect(bar).toHaveAttribute('aria-valuemax', String(max));
  await expect(bar).toHaveAttribute('aria-valuenow', String(now));
  await expect(bar).toHaveAttribute('aria-valuetext', valueText);
  // The fill shows the same share as the value.
  const fill = bar.firstElementChild as HTMLElement;
  await expect(fill.getBoundingClientRect().width).toBeCloseTo((bar.getBoundingClientRect().width * now) / max, 0);
}

/** Once a plan has ended, the bar that ended it is in another colour than the other, which is dimmed. */
async function expectToneApart(ended: HTMLElement, other: HTMLElement) {
  const colour = (bar: HTMLElement) => getComputedStyle(bar.firstElementChild as HTMLElement).backgroundColor;
  await expect(colour(ended)).not.toBe(colour(other));
  await expect(ended.firstElementChild).toHaveAttribute('data-tone', 'spent');
  await expect(other.firstElementChild).toHaveAttribute('data-tone', 'over');
}

const meta = {
  title: 'eSIM status/EsimUsage',
  tags: ['autodocs'],
  component: EsimUsage,
  args: {
    planName: 'France eSIM 5 GB 30 days',
    iccid,
    usage: activeEarly,
    refreshing: false,
    onRefresh: fn(),
    buyAgainHref,
    size: 'default',
    headingLevel: 3,
    timeZone: 'UTC',
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['default', 'compact'] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5] },
    renderLink: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** One bought eSIM\'s state as its provider last reported it: not installed yet, active, data used up or expired, with a bar for the data and one for the days, when it was checked, and a Refresh button. In the order details (one per eSIM, `size="default"`), the "My eSIMs" side panel (a list, `size="compact"`), the thank-you page and the guest\'s page reached from the delivery email. Pass `usage={undefined}` when the provider could not answer: the card says so and offers to try again. It never offers a top-up or an extension (spec §9): an exhausted or expired eSIM links to `buyAgainHref`. Data reads in MB below 1 GB and in GB above (1 GB = 1024 MB).',
          '**Use instead:** `EsimInstallCard` to install an eSIM (QR code, install link); `OrderHistory` for the list of orders; `Spinner` or `TopProgressBar` for loading, never to show usage.',
        ].join('\n\n'),
      },
    },
  },
  decorators: [preventNavigation, widthDecorator('max-w-xl')],
} satisfies Meta<typeof EsimUsage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Active, early in the trip: both bars with what is left in words, the dates, and Refresh. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const card = canvas.getByRole('article', { name: 'France eSIM 5 GB 30 days' });
    await expect(within(card).getByRole('heading', { level: 3, name: 'France eSIM 5 GB 30 days' })).toBeVisible();
    await expect(within(card).getByText(en('active'))).toBeVisible();
    await expect(within(card).getByText(en('iccid', { digits: '5678' }))).toBeVisible();
    const { data, days } = bars(canvas);
    await expectBar(data, 614, 5120, en('dataLeft', { left: '4.4 GB', total: '5 GB' }));
    await expectBar(days, 3, 30, en('daysLeft', { left: 27, total: 30 }));
    await expect(canvas.getByText(en('dataLeft', { left: '4.4 GB', total: '5 GB' }))).toBeVisible();
    await expect(canvas.getByText(en('dataUsed', { used: '614 MB' }))).toBeVisible();
    await expect(canvas.getByText(en('daysLeft', { left: 27, total: 30 }))).toBeVisible();
    await expect(canvas.getByText(en('installedOn', { date: 'Mar 17, 2026' }))).toBeVisible();
    await expect(canvas.getByText(en('expiresOn', { date: 'Apr 16, 2026' }))).toBeVisible();
    // Intl may put a narrow no-break space before "AM"; the text is matched with its spaces collapsed.
    const time = formatUsageDate(checkedAt, 'en', { withTime: true, timeZone: 'UTC' }).replace(/\s+/g, ' ');
    const updated = canvas.getByText(en('updated', { time }));
    await expect(updated).toHaveAttribute('datetime', checkedAt);
    await expect(canvas.queryByRole('link')).toBeNull();
    const refresh = canvas.getByRole('button', { name: en('refresh') });
    await expect(refresh).toHaveAccessibleDescription('France eSIM 5 GB 30 days');
    await userEvent.click(refresh);
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {};

/** Delivered, not downloaded yet: the full data and days, and the hint that counting starts at install (spec §4). */
export const NotInstalled: Story = {
  args: { planName: 'Japan eSIM 3 GB 15 days', usage: notInstalled },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(en('notInstalled'))).toBeVisible();
    await expect(canvas.getByText(en('notInstalledHint'))).toBeVisible();
    const { data, days } = bars(canvas);
    await expectBar(data, 0, 3072, en('dataLeft', { left: '3 GB', total: '3 GB' }));
    await expectBar(days, 0, 15, en('daysLeft', { left: 15, total: 15 }));
    await expect(canvas.queryByText(textPattern(en('installedOn', { date: ANY })))).toBeNull();
    await expect(canvas.queryByText(textPattern(en('expiresOn', { date: ANY })))).toBeNull();
    await expect(canvas.queryByText(textPattern(en('dataUsed', { used: ANY })))).toBeNull();
  },
};

/** Nearly used up: the last 102 MB read in MB, 2 days left. */
export const ActiveNearlyEmpty: Story = {
  args: { planName: 'Japan eSIM 3 GB 15 days', usage: activeNearlyEmpty },
  play: async ({ canvas }) => {
    const { data, days } = bars(canvas);
    await expectBar(data, 2970, 3072, en('dataLeft', { left: '102 MB', total: '3 GB' }));
    await expectBar(days, 13, 15, en('daysLeft', { left: 2, total: 15 }));
    await expect(canvas.getByText(en('dataUsed', { used: '2.9 GB' }))).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** All the data used: the data bar is full, and the only way on is a new eSIM (no top-up, spec §9). */
export const Exhausted: Story = {
  args: { planName: 'Italy eSIM 1 GB 7 days', usage: exhausted },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(en('exhausted'))).toBeVisible();
    const { data, days } = bars(canvas);
    await expectBar(data, 1024, 1024, en('dataLeft', { left: '0 MB', total: '1 GB' }));
    await expectBar(days, 3, 7, en('daysLeft', { left: 4, total: 7 }));
    await expectToneApart(data, days);
    await expect(canvas.getByText(`${en('exhaustedNotice')} ${en('noExtension')}`)).toBeVisible();
    const buy = canvas.getByRole('link', { name: en('buyAgain') });
    await expect(buy).toHaveAttribute('href', buyAgainHref);
    // The one action besides Refresh is the new eSIM: nothing tops up or extends this one.
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual([en('refresh')]);
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

/** Past its days: the days bar is full, the same offer of a new eSIM. */
export const Expired: Story = {
  args: { planName: 'United States eSIM 10 GB 30 days', usage: expired },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(en('expired')).length).toBeGreaterThan(0);
    const { data, days } = bars(canvas);
    await expectBar(data, 7373, 10240, en('dataLeft', { left: '2.8 GB', total: '10 GB' }));
    await expectBar(days, 30, 30, en('daysLeft', { left: 0, total: 30 }));
    await expectToneApart(days, data);
    await expect(canvas.getByText(en('expiredOn', { date: 'Mar 12, 2026' }))).toBeVisible();
    await expect(canvas.getByText(`${en('expiredNotice')} ${en('noExtension')}`)).toBeVisible();
    await expect(canvas.getByRole('link', { name: en('buyAgain') })).toHaveAttribute('href', buyAgainHref);
  },
};

/** Exhausted without a link to offer (the destination is no longer sold): the words stay, no dead link. */
export const ExhaustedWithoutOffer: Story = {
  args: { planName: 'Italy eSIM 1 GB 7 days', usage: exhausted, buyAgainHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`${en('exhaustedNotice')} ${en('noExtension')}`)).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** The provider did not answer: no figures, a translated notice and "Try again". */
export const Unavailable: Story = {
  args: { usage: undefined },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(en('unavailable'))).toBeVisible();
    await expect(canvas.getByText(en('unavailableNotice'))).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.queryByText(textPattern(en('updated', { time: ANY })))).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: en('retry') }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

/** A refresh is running: the button is busy and ignores presses, the figures stay; the spinner after the delay. */
export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('article')).toHaveAttribute('aria-busy', 'true');
    await expectBusyButton(canvas.getByRole('button', { name: en('refresh') }), userEvent, args.onRefresh);
    await expect(canvas.getByText(en('dataLeft', { left: '4.4 GB', total: '5 GB' }))).toBeVisible();
  },
};

/** No `onRefresh` (a page that cannot ask again): no button, the figures and their time only. */
export const WithoutRefresh: Story = {
  args: { onRefresh: undefined, iccid: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByText(textPattern(en('iccid', { digits: ANY })))).toBeNull();
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(2);
  },
};

const refreshedUsage: EsimUsageFigures = { ...activeEarly, dataUsedMb: 1229, checkedAt: '2026-03-20T10:05:00Z' };

/** Refresh on demand, end to end: new figures replace the old and the new time is announced. */
export const RefreshUpdates: Story = {
  render: function RefreshingCard(args) {
    const [usage, setUsage] = useState<EsimUsageFigures | undefined>(args.usage);
    const [refreshing, setRefreshing] = useState(false);
    return (
      <EsimUsage
        {...args}
        usage={usage}
        refreshing={refreshing}
        onRefresh={() => {
          args.onRefresh?.();
          setRefreshing(true);
          // The host's request, answered on the next tick.
          void Promise.resolve().then(() => {
            setUsage(refreshedUsage);
            setRefreshing(false);
          });
        }}
      />
    );
  },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: en('refresh') }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByRole('progressbar', { name: en('data') })).toHaveAttribute('aria-valuenow', '1229'));
    await expect(canvas.getByText(en('dataLeft', { left: '3.8 GB', total: '5 GB' }))).toBeVisible();
    const live = canvasElement.querySelector('[data-slot="esim-usage-checked"]');
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await expect(live?.querySelector('time')).toHaveAttribute('datetime', refreshedUsage.checkedAt);
    await expect(canvas.getByRole('article')).not.toHaveAttribute('aria-busy');
  },
};

/** "My eSIMs" side panel: several compact cards; each Refresh is told apart by its plan name. */
export const CompactList: Story = {
  args: { size: 'compact', headingLevel: 3 },
  decorators: [widthDecorator('w-100 max-w-full')],
  render: (args) => (
    <ul className="flex flex-col gap-3">
      <li>
        <EsimUsage {...args} planName="Japan eSIM 3 GB 15 days" usage={activeNearlyEmpty} />
      </li>
      <li>
        <EsimUsage {...args} planName="France eSIM 5 GB 30 days" usage={notInstalled} />
      </li>
      <li>
        <EsimUsage {...args} planName="Italy eSIM 1 GB 7 days" usage={exhausted} />
      </li>
      <li>
        <EsimUsage {...args} planName="United States eSIM 10 GB 30 days" usage={undefined} />
      </li>
    </ul>
  ),
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(4);
    for (const card of cards) await expect(card).toHaveAttribute('data-size', 'compact');
    // Compact leaves out the "used" line and the install date; what is left stays.
    await expect(canvas.queryByText(textPattern(en('dataUsed', { used: ANY })))).toBeNull();
    await expect(canvas.queryByText(textPattern(en('installedOn', { date: ANY })))).toBeNull();
    await expect(canvas.getByText(en('dataLeft', { left: '102 MB', total: '3 GB' }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: en('buyAgain') })).toHaveAttribute('href', buyAgainHref);
    const refreshes = canvas.getAllByRole('button', { name: en('refresh') });
    await expect(refreshes.map((button) => button.getAttribute('aria-describedby') !== null)).toEqual([true, true, true]);
    await expect(refreshes[1]).toHaveAccessibleDescription('France eSIM 5 GB 30 days');
    await userEvent.click(canvas.getByRole('button', { name: en('retry') }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
    const list = canvasElement.querySelector('ul') as HTMLElement;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

/** German on a 320 px phone: the long offer and its link wrap inside the card, nothing overflows. */
export const GermanMobile: Story = {
  args: { planName: 'Vereinigte Staaten eSIM 10 GB 30 Tage', usage: expired },
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(canvas.getByText(de('expired'))).toBeVisible();
    const { days } = bars(canvas, de);
    await expect(days).toHaveAttribute('aria-valuetext', 'Noch 0 von 30 Tagen');
    await expect(canvas.getByText('Noch 2,8 GB von 10 GB')).toBeVisible();
    const buy = canvas.getByRole('link', { name: de('buyAgain') });
    await expect(buy).toHaveAttribute('href', buyAgainHref);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(buy.getBoundingClientRect().right).toBeLessThanOrEqual(card.getBoundingClientRect().right);
    const refresh = canvas.getByRole('button', { name: de('refresh') });
    await expect(refresh.getBoundingClientRect().right).toBeLessThanOrEqual(card.getBoundingClientRect().right);
  },
};

/** Japanese, compact and not installed: the translated hint and figures. */
export const JapaneseCompact: Story = {
  args: { planName: '日本 eSIM 3 GB 15日間', usage: notInstalled, size: 'compact' },
  globals: { locale: 'ja' },
  decorators: [widthDecorator('w-80')],
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ja('notInstalled'))).toBeVisible();
    await expect(canvas.getByText(ja('notInstalledHint'))).toBeVisible();
    const { data, days } = bars(canvas, ja);
    await expect(data).toHaveAttribute('aria-valuetext', ja('dataLeft', { left: '3 GB', total: '3 GB' }));
    await expect(days).toHaveAttribute('aria-valuetext', ja('daysLeft', { left: 15, total: 15 }));
    await expect(canvas.getByRole('button', { name: ja('refresh') })).toBeVisible();
    const card = canvas.getByRole('article');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

/** A one-day 500 MB pass: "1 of 1 day left" in the singular, the last crumbs in tenths of a MB. */
export const DayPass: Story = {
  args: { planName: 'Monaco eSIM 500 MB 1 day', usage: dayPassNearlyEmpty },
  play: async ({ canvas }) => {
    const { data, days } = bars(canvas);
    await expectBar(data, 499.6, 500, en('dataLeft', { left: '0.4 MB', total: '500 MB' }));
    await expectBar(days, 0, 1, en('daysLeft', { left: 1, total: 1 }));
  },
};

/** A 50 GB, 90-day plan just started: a sliver of the bar, the amounts in GB and MB. */
export const LargePlan: Story = {
  args: { planName: 'World eSIM 50 GB 90 days', usage: largePlan },
  play: async ({ canvas }) => {
    const { data, days } = bars(canvas);
    await expectBar(data, 37, 51200, en('dataLeft', { left: '50 GB', total: '50 GB' }));
    await expectBar(days, 0, 90, en('daysLeft', { left: 90, total: 90 }));
    await expect(canvas.getByText(en('dataUsed', { used: '37 MB' }))).toBeVisible();
  },
};

/** The provider's state decides: exhausted reads "0 left" and expired "0 days" even when the last counts lag. */
export const StateOverridesLaggingCounts: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <EsimUsage {...args} planName="Italy eSIM 1 GB 7 days" usage={exhaustedShortCount} />
      <EsimUsage {...args} planName="United States eSIM 10 GB 30 days" usage={expiredShortCount} />
    </div>
  ),
  play: async ({ canvas }) => {
    const [italy, unitedStates] = canvas.getAllByRole('article').map((card) => within(card));
    await expectBar(
      italy?.getByRole('progressbar', { name: en('data') }) as HTMLElement,
      1024,
      1024,
      en('dataLeft', { left: '0 MB', total: '1 GB' }),
    );
    await expectBar(
      unitedStates?.getByRole('progressbar', { name: en('validity') }) as HTMLElement,
      30,
      30,
      en('daysLeft', { left: 0, total: 30 }),
    );
  },
};
