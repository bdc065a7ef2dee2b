import { useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
import { PlayIcon } from '../../lib/icons';
import type { videoTutorialMessages } from './video-tutorial.messages';
import { videoTutorialFrameClassName, videoTutorialLoadVariants, type VideoTutorialLoadVariantProps } from './video-tutorial.variants';

/** A still of the video, served by the shop itself (never the provider's thumbnail, which would be a request to it). */
export interface VideoTutorialPoster {
  src: string;
  width: number;
  height: number;
}

export interface VideoTutorialProps extends Omit<ComponentProps<'figure'>, 'title' | 'children'>, VideoTutorialLoadVariantProps {
  /** Title of the video, shown above it and given to the player's frame ("Install your eSIM on an iPhone"). */
  title: string;
  /** Who hosts the video, e.g. "YouTube" or its host name (set as `data-provider`; the play button names it to the visitor). */
  provider: string;
  /** The player's address (the iframe `src`), e.g. `https://www.youtube-nocookie.com/embed/…?autoplay=1`. */
  embedUrl: string;
  poster?: VideoTutorialPoster;
  /** Text alternative of the poster; empty (decorative) by default, the title says what the video is. */
  posterAlt?: string;
  /** Level of the title in the page outline. Default 3. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A video tutorial that loads nothing from its provider until asked (spec §2:
 * installation page, Apple and Android tutorials). First a local placeholder:
 * the title, a play button and a note saying what playing loads; no iframe,
 * so no request and no cookie of the provider. The click puts the player's
 * iframe in its place and moves focus to it, so keyboard and screen-reader
 * users land in the player they asked for.
 */
export function VideoTutorial({
  title,
  provider,
  embedUrl,
  poster,
  posterAlt = '',
  headingLevel = 3,
  tone,
  className,
  ...rest
}: VideoTutorialProps) {
  const text = useComponentText<typeof videoTutorialMessages>('VideoTutorial');
  const [loaded, setLoaded] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const noteId = useId();
  const Heading = `h${headingLevel}` as const;

  useEffect(() => {
    if (loaded) frameRef.current?.focus();
  }, [loaded]);

  return (
    <figure
      data-slot="video-tutorial"
      data-provider={provider}
      data-state={loaded ? 'loaded' : 'placeholder'}
      className={cn('flex min-w-0 flex-col gap-2', className)}
      {...rest}
    >
      <Heading data-slot="video-tutorial-title" className="text-lg font-semibold [overflow-wrap:anywhere]">
        {title}
      </Heading>
      <div className={videoTutorialFrameClassName}>
        {loaded ? (
          <iframe
            ref={frameRef}
            data-slot="video-tutorial-player"
            src={embedUrl}
            title={title}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            // What a player needs to play after the click, full screen included; nothing more (no camera, sensors…).
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            allowFullScreen
            className="absolute inset-0 size-full border-0"
          />
        ) : (
          <>
            {poster === undefined ? null : (
              <img
                src={poster.src}
                width={poster.width}
                height={poster.height}
                alt={posterAlt}
                loading="lazy"
                decoding="async"
                className="absolute inset-0 size-full object-cover"
              />
            )}
            <div data-slot="video-tutorial-placeholder" className="absolute inset-0 flex items-center justify-center p-4">
              <button
                type="button"
                aria-describedby={noteId}
                className={videoTutorialLoadVariants({ tone })}
                onClick={() => setLoaded(true)}
              >
                <PlayIcon className="size-6 fill-current" />
                <span className="min-w-0 whitespace-normal">{text('load', { provider })}</span>
              </button>
            </div>
          </>
        )}
      </div>
      {/* Under the frame, not over it: on a 320 px phone the 16:9 frame is too short to hold it. */}
      {loaded ? null : (
        <p id={noteId} data-slot="video-tutorial-note" className="text-sm text-muted-foreground">
          {text('consentNote')}
        </p>
      )}
    </figure>
  );
}
