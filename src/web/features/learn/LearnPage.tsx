import { useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { findLearnLanguage } from '@content/learn-languages';
import { cCourseOutline } from '@content/courses/c/outline';
import type { CourseOutline } from '@content/courses/lesson-parts';
import type { CheckExerciseResponse } from '@domain/learning-api';
import { DiscussionSlot, SolutionsSlot } from '@web/components/community/CommunitySlots';
import { LoadError } from '@web/components/LoadError';
import { msg, useT } from '@web/i18n/translate';
import { solutionKeys } from '@web/lib/solutions';
import { usePageMeta } from '@web/lib/page-meta';
import { CourseNotFound } from './CourseNotFound';
import { LessonBody } from './LessonBody';
import { lessonToShow, neighbours, randomDailyLesson } from './lesson-choice';
import { LessonHeader } from './LessonHeader';
import { LessonNavigation } from './LessonNavigation';
import { CourseLessonsContext } from './LessonText';
import { LessonSidebar } from './LessonSidebar';
import { useCourseProgress } from './use-course-progress';
import { useVisibleSeconds } from './use-visible-seconds';
import { VisitorPrompt } from './VisitorPrompt';
import { PageLoading } from '@web/components/PageLoading';

/** The lesson's title, which names its article. */
const LESSON_TITLE_ID = 'lesson-title';

/** The courses' outlines: each lesson's body loads when it is opened (LessonBody). */
const courses: CourseOutline[] = [cCourseOutline];

/** /learn/:language (SPEC §2): the course of a language, or what to do when there is none. */
export function LearnPage() {
  const t = useT();
  const { language } = useParams();
  const navigate = useNavigate();
  const found = findLearnLanguage(language);
  const comingSoon = found !== undefined && found.courseId === null;
  const alerted = useRef(false);

  useEffect(() => {
    if (!comingSoon || alerted.current) return;
    alerted.current = true;
    window.alert(
      t(
        'The {{name}} course is coming soon! Start with our free C Programming course in the meantime.',
        { name: found.name },
      ),
    );
    void navigate('/learn/c', { replace: true });
  }, [comingSoon, found, navigate, t]);

  if (comingSoon) return null;
  const course = courses.find((candidate) => candidate.id === found?.courseId);
  if (!course) return <CourseNotFound />;
  return <CourseView course={course} path={`/learn/${language}`} />;
}

function CourseView({ course, path }: { course: CourseOutline; path: string }) {
  const t = useT();
  const courseLessons = useMemo(() => ({ lessons: course.lessons, path }), [course, path]);
  const [params, setParams] = useSearchParams();
  const requested = params.get('lesson');
  const daily = params.get('challenge') === 'daily';
  const { signedIn, progress, loading, error, saving, send, refresh } = useCourseProgress(course);
  const queryClient = useQueryClient();
  const lesson = lessonToShow(course.lessons, requested, progress?.currentLessonId ?? null);
  const visibleSeconds = useVisibleSeconds(lesson?.id ?? '');

  const show = (lessonId: string, options: { keepDaily?: boolean } = {}) => {
    const next = new URLSearchParams({ lesson: lessonId });
    if (options.keepDaily) next.set('challenge', 'daily');
    setParams(next);
  };

  // challenge=daily without a lesson: SPEC §4's random lesson among the first five.
  useEffect(() => {
    if (!daily || requested) return;
    const next = new URLSearchParams({
      lesson: randomDailyLesson(course.lessons).id,
      challenge: 'daily',
    });
    setParams(next, { replace: true });
  }, [daily, requested, course, setParams]);

  // The lesson on screen is the learner's current one (SPEC §4: choosing a lesson makes it current).
  const syncing = useRef<string | null>(null);
  useEffect(() => {
    if (!signedIn || !progress || !lesson || lesson.id === progress.currentLessonId) return;
    if (syncing.current === lesson.id) return;
    syncing.current = lesson.id;
    void send({ action: 'select', courseId: course.id, lessonId: lesson.id })
      .catch(() => undefined)
      .finally(() => {
        syncing.current = null;
      });
  }, [signedIn, progress, lesson, course.id, send]);

  // Another lesson opens at its top; the first one shown (the page's own, or a learner's
  // current lesson once their progress is read) stays where the reader may have scrolled.
  const shownLessonId = useRef<string | null>(null);
  useEffect(() => {
    if (!lesson) return;
    if (shownLessonId.current !== null && shownLessonId.current !== lesson.id) {
      window.scrollTo({ top: 0, behavior: 'instant' });
    }
    shownLessonId.current = lesson.id;
  }, [lesson]);

  usePageMeta(
    lesson ? `${lesson.title} · ${course.name}` : msg('Course Not Found'),
    lesson?.description ?? msg('The requested course could not be found.'),
  );

  if (signedIn && loading && requested === null) {
    return <PageLoading message={t('Loading your progress...')} />;
  }
  if (!lesson) return <CourseNotFound />;

  const { previous, next } = neighbours(course.lessons, lesson.id);
  const completedAll =
    progress?.lessonsCompleted.some((entry) => entry.lessonId === lesson.id) ?? false;
  const position = t('Lesson {{number}} of {{total}}', {
    number: course.lessons.indexOf(lesson) + 1,
    total: course.lessons.length,
  });

  const goNext = async () => {
    if (!signedIn) {
      if (next) show(next.id);
      return;
    }
    const updated = await send({
      action: 'next',
      courseId: course.id,
      lessonId: lesson.id,
      visibleSeconds: visibleSeconds(),
    });
    show(updated.currentLessonId);
  };
  const goPrevious = async () => {
    if (!previous) return;
    if (signedIn) {
      const updated = await send({ action: 'previous', courseId: course.id, lessonId: lesson.id });
      show(updated.currentLessonId);
    } else {
      show(previous.id);
    }
  };
  const navigation = {
    hasPrevious: previous !== null,
    hasNext: next !== null,
    canComplete: signedIn && next === null && !completedAll,
    busy: saving,
    onPrevious: () => void goPrevious().catch(() => undefined),
    onNext: () => void goNext().catch(() => undefined),
  };
  const exercisePassed =
    progress?.exercisesPassed.some((entry) => entry.lessonId === lesson.id) ?? false;
  const onChecked = (result: CheckExerciseResponse) => {
    if (result.recorded?.firstPassedAt) void refresh();
    // The solutions' comparison follows the learner's last passing code, kept by the server.
    if (result.passed) {
      void queryClient.invalidateQueries({ queryKey: solutionKeys.of('exercise', lesson.id) });
    }
  };

  return (
    <CourseLessonsContext value={courseLessons}>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:px-8">
        <LessonSidebar
          course={course}
          lesson={lesson}
          progress={progress}
          daily={daily}
          onChoose={(lessonId) => show(lessonId)}
          onDailyLesson={() => show(randomDailyLesson(course.lessons).id, { keepDaily: true })}
          navigation={navigation}
        />
        <article className="min-w-0 space-y-8" aria-labelledby={LESSON_TITLE_ID}>
          {!signedIn && <VisitorPrompt />}
          {error && <LoadError message={error.message} onRetry={() => void refresh()} />}
          <LessonHeader lesson={lesson} position={position} titleId={LESSON_TITLE_ID} />
          <LessonBody lesson={lesson} next={next} onChecked={onChecked} />
          {/* Before the parts that load later, so Previous and Next never move under a press. */}
          <LessonNavigation {...navigation} />
          {signedIn && (
            <SolutionsSlot kind="exercise" targetId={lesson.id} passed={exercisePassed} />
          )}
          <DiscussionSlot
            place={{ kind: 'lesson', lessonId: lesson.id }}
            about={msg('this lesson')}
          />
        </article>
      </div>
    </CourseLessonsContext>
  );
}
