import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo, startListeningServer, type ListeningServer } from '@tests/helpers/auth';
import { testDialects } from '@tests/helpers/databases';

const run = promisify(execFile);
const SCRIPT = path.join(import.meta.dirname, 'newsletter.ts');
// A fresh Node process that compiles the script and the server modules it imports.
const PROCESS_TIMEOUT_MS = 60_000;

for (const dialect of testDialects()) {
  describe(`scripts/newsletter.ts [${dialect.name}]`, () => {
    let server: ListeningServer;
    beforeAll(async () => {
      server = await startListeningServer(dialect);
    });
    afterAll(() => server.close());

    /** The script, run as an operator runs it, with the server's configuration. */
    const newsletter = (args: string[]) =>
      run(process.execPath, ['--import', 'tsx', SCRIPT, ...args], {
        env: {
          PATH: process.env.PATH,
          DATA_DIR: server.dataDir,
          PUBLIC_URL: server.url,
          LOG_LEVEL: 'silent',
          ...(server.config.databaseUrl
            ? {
                DATABASE_URL: server.config.databaseUrl,
                DATABASE_SCHEMA: server.config.databaseSchema,
              }
            : {}),
        },
      });

    it(
      'mails a Markdown file to the confirmed subscribers, each with one-click unsubscribe',
      {
        timeout: PROCESS_TIMEOUT_MS,
      },
      async () => {
        const now = new Date().toISOString();
        await server.app.database.db
          .insertInto('newsletter_subscriptions')
          .values([
            {
              email: 'confirmed@example.com',
              unsubscribe_token: 'u'.repeat(43),
              confirm_token_hash: null,
              confirm_expires_at: null,
              confirmed_at: now,
              created_at: now,
            },
            {
              email: 'pending@example.com',
              unsubscribe_token: 'p'.repeat(43),
              confirm_token_hash: 'a'.repeat(64),
              confirm_expires_at: new Date(Date.now() + 60_000).toISOString(),
              confirmed_at: null,
              created_at: now,
            },
          ])
          .execute();
        const file = path.join(server.dataDir, 'issue-1.md');
        await fs.writeFile(file, '# Issue 1\n\nWhat `sizeof` really measures.\n');

        const { stdout } = await newsletter(['--subject', 'CodeNest newsletter #1', file]);
        expect(stdout).toBe('Sent "CodeNest newsletter #1" to 1 confirmed subscribers.\n');

        const [mail, ...more] = await mailsTo(server, 'confirmed@example.com');
        expect(more).toEqual([]);
        const unsubscribe = `${server.url}/functions/v1/newsletter/unsubscribe?token=${'u'.repeat(43)}`;
        expect(mail).toMatchObject({
          subject: 'CodeNest newsletter #1',
          headers: {
            'List-Unsubscribe': `<${unsubscribe}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        });
        expect(mail!.text).toContain('What `sizeof` really measures.');
        expect(mail!.text).toContain(unsubscribe);
        expect(mail!.html).toContain('<h1>Issue 1</h1>');
        expect(mail!.html).toContain(`href="${unsubscribe}"`);
        expect(await mailsTo(server, 'pending@example.com')).toEqual([]);
      },
    );
  });
}

describe('scripts/newsletter.ts without its arguments', () => {
  it(
    'says how to call it when the subject or the file is missing',
    {
      timeout: PROCESS_TIMEOUT_MS,
    },
    async () => {
      await expect(
        run(process.execPath, ['--import', 'tsx', SCRIPT, 'issue.md'], {
          env: { PATH: process.env.PATH, LOG_LEVEL: 'silent' },
        }),
      ).rejects.toMatchObject({
        code: 2,
        stderr:
          'Usage: node --import tsx scripts/newsletter.ts --subject "CodeNest newsletter #1" issue.md\n',
      });
    },
  );
});
