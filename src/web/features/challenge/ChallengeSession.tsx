import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PRACTICE_ID } from '@domain/challenge-rules';
import { useExecuteCode } from '@web/components/code/execute-api';
import { runViewOf } from '@web/components/code/OutputPanel';
import { usePracticeAllowance } from '@web/lib/challenge-allowance';
import {
  clearStoredChallenge,
  writeStoredChallenge,
  type StoredChallenge,
} from '@web/lib/challenge-session';
import { ChallengeBrief } from './ChallengeBrief';
import { ChallengeCommunity } from './ChallengeCommunity';
import { ChallengeSubmit } from './ChallengeSubmit';
import { challengeOutcome, NOT_YET_SUCCESSFUL, TIME_UP } from './challenge-run';
import { ChallengeTimerBar } from './ChallengeTimerBar';
import { ChallengeWorkspace } from './ChallengeWorkspace';
import type { ChallengeToTake } from './find-challenge';
import { useSubmitChallenge } from './submit-api';
import { useChallengeDeadline } from './use-challenge-deadline';
import { useSecondsLeft } from '@web/lib/countdown';
import { useT } from '@web/i18n/translate';

/** One challenge being taken: its code and input, runs, timer and submit (SPEC §4). */
export function ChallengeSession({
  challenge,
  taken,
}: {
  challenge: ChallengeToTake;
  taken: StoredChallenge;
}) {
  const t = useT();
  const navigate = useNavigate();
  const [code, setCode] = useState(taken.code ?? challenge.code);
  const [stdin, setStdin] = useState(taken.stdin ?? challenge.exampleInput ?? '');
  const [editedSinceRun, setEditedSinceRun] = useState(false);
  const [ranWithOwnInput, setRanWithOwnInput] = useState(false);
  const execution = useExecuteCode();
  const submit = useSubmitChallenge();
  const timer = useChallengeDeadline(challenge.id, taken.deadline);
  const secondsLeft = useSecondsLeft(timer.deadline);
  const ended = useRef(false);
  // The Free plan's practice challenges a month: past them, Submit says so without the server.
  const allowance = usePracticeAllowance();
  const [limitReached, setLimitReached] = useState(false);

  // What a reload brings back: the challenge (arriving with route state only), its deadline
  // (the server's, once known), the code and the input.
  const kept = useRef(taken);
  const keep = (changes: Partial<StoredChallenge>) => {
    kept.current = { ...kept.current, ...changes };
    writeStoredChallenge(kept.current);
  };
  useEffect(() => writeStoredChallenge(kept.current), []);
  useEffect(() => {
    if (timer.keptBy !== 'server') return;
    kept.current = { ...kept.current, deadline: timer.deadline };
    writeStoredChallenge(kept.current);
  }, [timer.keptBy, timer.deadline]);

  const leave = (message: string) => {
    if (ended.current) return;
    ended.current = true;
    window.alert(t(message));
    clearStoredChallenge();
    void navigate('/daily-challenge', { replace: true });
  };

  // While the server's countdown is still being asked for, this browser's cannot end it.
  useEffect(() => {
    if (secondsLeft === 0 && timer.keptBy !== 'pending') leave(TIME_UP);
  });

  const view = runViewOf(execution);
  const outcome = challengeOutcome(view, challenge, editedSinceRun, ranWithOwnInput);
  const canSubmit = outcome === 'success';

  const changeCode = (next: string) => {
    setCode(next);
    setEditedSinceRun(true);
    keep({ code: next });
  };

  const changeStdin = (next: string) => {
    setStdin(next);
    keep({ stdin: next });
  };

  const run = (program: string) => {
    if (execution.isPending) return;
    setEditedSinceRun(false);
    // Only a practice challenge's expected output depends on what the program reads.
    setRanWithOwnInput(challenge.exampleInput !== null && stdin !== challenge.exampleInput);
    submit.reset();
    setLimitReached(false);
    execution.mutate({ code: program, ...(stdin ? { stdin } : {}) });
  };

  const submitSolution = () => {
    if (submit.isPending) return;
    if (!canSubmit) {
      window.alert(t(NOT_YET_SUCCESSFUL));
      return;
    }
    if (allowance.blocks(challenge.id)) {
      setLimitReached(true);
      return;
    }
    submit.mutate(
      { challengeId: challenge.id, code },
      {
        onSuccess: (answer) => {
          if (answer.passed) leave(answer.message);
        },
      },
    );
  };

  const submitError = limitReached
    ? allowance.message
    : submit.isError
      ? submit.error.message
      : submit.data && !submit.data.passed
        ? submit.data.message
        : null;
  const failure = !limitReached && submit.data && !submit.data.passed ? submit.data.failure : null;

  return (
    // The bar with the time left stays in view on phones while the page scrolls to the editor.
    <div className="mx-auto max-w-7xl">
      <ChallengeTimerBar title={challenge.title} secondsLeft={secondsLeft} />
      {/* Phones: the brief, the editor, then Submit; wide screens: brief and Submit on the left. */}
      <div className="grid gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:grid-rows-[auto_1fr] lg:px-8">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <ChallengeBrief challenge={challenge} secondsLeft={secondsLeft} timerNote={timer.note} />
        </div>
        <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <ChallengeWorkspace
            code={code}
            onCodeChange={changeCode}
            stdin={stdin}
            onStdinChange={changeStdin}
            exampleInput={challenge.exampleInput}
            view={view}
            outcome={outcome}
            submitFailed={failure !== null}
            onRun={run}
          />
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          <ChallengeSubmit
            canSubmit={canSubmit}
            submitting={submit.isPending}
            error={submitError}
            failure={failure}
            practiceLeft={PRACTICE_ID.test(challenge.id) ? allowance.left : null}
            onSubmit={submitSolution}
          />
        </div>
      </div>
      {/* Solutions and discussion load after the challenge itself. */}
      <ChallengeCommunity challengeId={challenge.id} />
    </div>
  );
}
