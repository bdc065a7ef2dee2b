import { useIntl } from 'react-intl';

import type { DeviceBrand } from '@shop/api';
import { DeviceChecker, VideoTutorial } from '@shop/design-system';

export interface InstallVideos {
  apple?: string | undefined;
  android?: string | undefined;
}

const PLATFORMS = ['apple', 'android'] as const;

/** The installation page's video tutorials (click-to-load) and its "is my phone compatible?" checker. */
export function InstallationExtras({ videos, devices }: { videos: InstallVideos; devices: DeviceBrand[] }) {
  const intl = useIntl();
  const configured = PLATFORMS.filter((platform) => videos[platform]);
  return (
    <>
      {configured.length > 0 ? (
        <section aria-labelledby="install-videos" className="mt-10 flex flex-col gap-4">
          <h2 id="install-videos" className="text-xl font-bold">
            {intl.formatMessage({ id: 'installation.videos.heading' })}
          </h2>
          <div className="grid gap-6 md:grid-cols-2">
            {configured.map((platform) => (
              <VideoTutorial
                key={platform}
                title={intl.formatMessage({ id: `installation.videos.${platform}` })}
                provider={new URL(videos[platform] ?? '').hostname}
                embedUrl={videos[platform] ?? ''}
              />
            ))}
          </div>
        </section>
      ) : null}
      <section aria-labelledby="device-checker" className="mt-10 flex flex-col gap-4">
        <h2 id="device-checker" className="text-xl font-bold">
          {intl.formatMessage({ id: 'installation.devices.heading' })}
        </h2>
        <DeviceChecker brands={devices} />
      </section>
    </>
  );
}
