import { Clock, PlayCircle } from 'lucide-react';
import { videoTutorials, videoTutorialsIntro } from '@content/help';
import { useT } from '@web/i18n/translate';
import { ArrowLink } from '../kit/ArrowLink';
import { Card, CardText, CardTitle } from '../kit/Card';
import { IconBadge } from '../kit/IconBadge';
import { TitledSection } from '../kit/TitledSection';

/** Walkthroughs of the first five C lessons; each links to its lesson. */
export function VideoTutorials() {
  const t = useT();
  return (
    <TitledSection
      id="video-tutorials"
      heading={{ title: t(videoTutorialsIntro.title), text: t(videoTutorialsIntro.text) }}
      lead="roomy"
    >
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {videoTutorials.map((video) => (
          <Card key={video.id} data-testid="video-tutorial" className="flex flex-col">
            <div className="flex items-center justify-between">
              <IconBadge icon={PlayCircle} tone="rose" size="md" />
              <p className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                <Clock aria-hidden="true" className="size-3.5" />
                <span className="sr-only">{t('Duration')} </span>
                {video.duration}
              </p>
            </div>
            <CardTitle size="base" lang="en">
              {video.title}
            </CardTitle>
            <CardText grow lang="en">
              {video.description}
            </CardText>
            <ArrowLink to={video.to}>
              {t(videoTutorialsIntro.linkLabel)}
              <span className="sr-only">
                : <span lang="en">{video.title}</span>
              </span>
            </ArrowLink>
          </Card>
        ))}
      </ul>
    </TitledSection>
  );
}
