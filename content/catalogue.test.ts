import { describe, expect, it } from 'vitest';
import { catalogueLanguages } from '@domain/catalogue';
import { catalogueCourses, coursesText, findCatalogueCourse, learningPaths } from './catalogue';
import { cCourse } from './course-c';
import { languages } from './landing';
import { findLearnLanguage } from './learn-languages';
import { PLACEHOLDER_TEXT } from '@tests/helpers/placeholders';

const hours = (duration: string) => Number(/^(\d+) hours$/.exec(duration)?.[1]);

describe('the course catalogue', () => {
  it('has one course for each catalogue language', () => {
    expect(catalogueCourses.map((course) => course.language)).toEqual([...catalogueLanguages]);
    expect(new Set(catalogueCourses.map((course) => course.id)).size).toBe(6);
  });

  it('offers the C course free and open, with the real course figures', () => {
    const c = findCatalogueCourse(cCourse.id);
    expect(c).toMatchObject({
      title: cCourse.name,
      price: 'Free',
      available: true,
      featured: true,
      level: 'Beginner',
      lessons: 24,
      duration: '40 hours',
      learnSlug: 'c',
    });
    expect(c?.lessons).toBe(cCourse.totalLessons);
    expect(hours(c?.duration ?? '')).toBe(cCourse.estimatedHours);
  });

  it('lists the five other languages as Pro and coming soon', () => {
    const others = catalogueCourses.filter((course) => course.language !== 'C');
    expect(others).toHaveLength(5);
    for (const course of others) {
      expect(course.price).toBe('Pro');
      expect(course.available).toBe(false);
      expect(course.featured).toBe(false);
    }
    expect(others.map((course) => course.learnSlug)).toEqual([
      'cpp',
      'rust',
      'go',
      'python',
      'javascript',
    ]);
  });

  it('sends every course to a language /learn knows', () => {
    for (const course of catalogueCourses) {
      expect(findLearnLanguage(course.learnSlug)?.name).toBe(course.language);
    }
  });

  it('shows the landing page mark of each language', () => {
    for (const course of catalogueCourses) {
      expect(languages.find((language) => language.name === course.language)?.mark).toBe(
        course.image,
      );
    }
  });

  it('gives every course 5 to 7 topics and a two-sentence description', () => {
    for (const course of catalogueCourses) {
      expect(course.topics.length).toBeGreaterThanOrEqual(5);
      expect(course.topics.length).toBeLessThanOrEqual(7);
      expect(course.description.match(/[.!?](\s|$)/g)).toHaveLength(2);
    }
  });

  it('makes up no figures: learners are counted by the server, and there are no ratings', () => {
    for (const course of catalogueCourses) {
      expect(course).not.toHaveProperty('students');
      expect(course).not.toHaveProperty('rating');
    }
    expect(coursesText.card.learners(0)).toBe('No learners yet');
    expect(coursesText.card.learners(1)).toBe('1 learner started');
    expect(coursesText.card.learners(31_480)).toBe('31,480 learners started');
  });

  it('says nothing unfinished', () => {
    expect(JSON.stringify({ catalogueCourses, learningPaths, coursesText })).not.toMatch(
      PLACEHOLDER_TEXT,
    );
  });
});

describe('learning paths', () => {
  it('are three, each with C and only known courses', () => {
    expect(learningPaths).toHaveLength(3);
    for (const path of learningPaths) {
      expect(path.courses).toContain(cCourse.id);
      for (const id of path.courses) expect(findCatalogueCourse(id)).toBeDefined();
      expect(new Set(path.courses).size).toBe(path.courses.length);
    }
  });

  it('last as long as their courses together', () => {
    for (const path of learningPaths) {
      const total = path.courses.reduce(
        (sum, id) => sum + hours(findCatalogueCourse(id)?.duration ?? ''),
        0,
      );
      expect(hours(path.duration)).toBe(total);
    }
  });
});
