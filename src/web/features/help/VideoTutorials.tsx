import { ArrowRight, Clock, PlayCircle } from 'lucide-react';
import { Link } from 'react-router';
import { videoTutorials, videoTutorialsIntro } from '../../../../content/help';

/** Walkthroughs of the first five C lessons; each links to its lesson. */
export function VideoTutorials() {
  return (
    <section id="video-tutorials" aria-labelledby="video-tutorials-title">
      <h2
        id="video-tutorials-title"
        className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
      >
        {videoTutorialsIntro.title}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">
        {videoTutorialsIntro.text}
      </p>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {videoTutorials.map((video) => (
          <li
            key={video.id}
            data-testid="video-tutorial"
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="flex items-center justify-between">
              <span className="grid size-10 place-items-center rounded-xl bg-rose-50 text-rose-600 dark:bg-rose-950 dark:text-rose-300">
                <PlayCircle aria-hidden="true" className="size-5" />
              </span>
              <p className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                <Clock aria-hidden="true" className="size-3.5" />
                <span className="sr-only">Duration </span>
                {video.duration}
              </p>
            </div>
            <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">{video.title}</h3>
            <p className="mt-2 flex-1 text-sm leading-6 text-slate-600 dark:text-slate-400">
              {video.description}
            </p>
            <Link
              to={video.to}
              className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
            >
              {videoTutorialsIntro.linkLabel}
              <span className="sr-only">: {video.title}</span>
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
