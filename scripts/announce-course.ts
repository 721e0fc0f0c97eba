import { loadConfigOrExit } from '@server/config';
import { migrateToLatest, openConfiguredDatabase } from '@server/db/index';
import { announceCourse } from '@server/reminders/new-courses';

const USAGE = 'Usage: npm run course:announce -- <course id>, for example cpp-programming';

/**
 * Marks a course of the catalogue to be announced: the running server's scheduler mails it
 * within minutes to learners whose "New Courses" setting is on and to those who asked to be
 * told, each at most once. Uses the server's configuration (DATABASE_URL or DATA_DIR).
 */
async function main(): Promise<number> {
  const [courseId, ...extra] = process.argv.slice(2);
  if (!courseId || extra.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfigOrExit();
  const database = openConfiguredDatabase(config);
  try {
    await migrateToLatest(database);
    const course = await announceCourse(database.db, courseId, new Date());
    console.log(
      `${course.title} will be announced within minutes by the running server, to each learner who has not had its mail.`,
    );
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
